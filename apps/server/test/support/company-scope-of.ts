import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../../src/auth/session-guard";
import { type CompanyScope, findOwnCompanyOf } from "../../src/tenancy/caller";
import type { TestApp } from "./test-app";

/**
 * The company scope a signed-in adviser's requests resolve to, for a test or bench that calls a
 * company-scoped service directly: the resolver's own lookup of the user's company (only its id
 * is read), never a scope cast from an id.
 */
export async function companyScopeOf(t: TestApp, userId: string): Promise<CompanyScope> {
  const request = { server: t.app } as FastifyRequest;
  const scope = await findOwnCompanyOf(request, { id: userId } as SessionUser);
  if (!scope) throw new Error(`user ${userId} has no company`);
  return scope;
}
