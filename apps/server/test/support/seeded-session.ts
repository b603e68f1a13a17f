import { randomBytes } from "node:crypto";
import { companyInputSchema, type MemberRole } from "@adviser-desk/contracts";
import { createCompany } from "#server/features/company/create-company";
import { addMember } from "#server/features/members/member-queries";
import { startFreeTrial } from "#server/features/subscription/start-free-trial";
import { PASSWORD } from "./auth-steps";
import { companyScopeOf } from "./company-scope-of";
import type { HttpClient } from "./http-client";
import { insertSession, insertVerifiedUser, SESSION_COOKIE } from "./session-rows";
import type { TestApp } from "./test-app";

// Signed-in people, companies and trials written straight into the test app's database (see
// session-rows.ts for why); companies and trials through the same services the API calls.

const randomEmail = (name: string) =>
  `${name.toLowerCase().replaceAll(" ", ".")}.${randomBytes(4).toString("hex")}@example.co.za`;

/** A verified user (an admin when ADMIN_EMAILS names the address), password PASSWORD. */
export async function seedUser(t: TestApp, name: string, email = randomEmail(name)) {
  const role = t.config.adminEmails.includes(email.toLowerCase()) ? "admin" : "user";
  const id = await insertVerifiedUser(t.database.db, { name, email, password: PASSWORD, role });
  return { id, email };
}

/** A session for the user, its signed cookie set on `client`. */
export async function seedSession(t: TestApp, client: HttpClient, userId: string) {
  const secret = t.config.authSecret;
  if (!secret) throw new Error("test apps sign sessions with AUTH_SECRET");
  client.setCookie(SESSION_COOKIE, await insertSession(t.database.db, userId, secret));
}

/** A company owned by the user; `input` is checked as the API checks it. */
export async function seedCompany(t: TestApp, ownerUserId: string, input: Record<string, unknown>) {
  return createCompany(t.database.db, { ownerUserId, values: companyInputSchema.parse(input) });
}

/** The free trial of the user's company, through the scope the user's requests resolve to. */
export async function seedTrial(t: TestApp, userId: string) {
  const scope = await companyScopeOf(t, userId);
  await startFreeTrial(t.database.db, { scope, days: t.config.freeTrialDays, now: new Date() });
  // Resolving the scope cached the company without its trial, as the route's own change does.
  await t.app.callerState.companyChanged(scope.id);
}

/** The user joins the company in `role`, through the service invitations use. */
export async function seedMember(
  t: TestApp,
  companyId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  if (!(await addMember(t.database.db, { companyId, userId, role, addedByUserId: null }))) {
    throw new Error(`${userId} already belongs to a company`);
  }
}
