import type { FastifyRequest } from "fastify";
import type { SessionUser } from "#server/auth/session-guard";
import { type CompanyScope, resolveCaller } from "#server/tenancy/caller";
import type { TestApp } from "./test-app";

/**
 * The company scope a signed-in adviser's requests resolve to, for a test or bench that calls a
 * company-scoped service directly: the resolver's own answer for a `company` route (only the
 * user's id is read), never a scope cast from an id.
 */
export async function companyScopeOf(t: TestApp, userId: string): Promise<CompanyScope> {
  const sessionUser = { id: userId } as SessionUser;
  const request = { server: t.app, sessionUser } as FastifyRequest;
  return (await resolveCaller(request, "company")).company;
}
