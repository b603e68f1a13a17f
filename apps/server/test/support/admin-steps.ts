import { sql } from "drizzle-orm";
import { signedInAdviser } from "./company-steps";
import type { TestApp } from "./test-app";

export const ADMIN_EMAIL = "admin.tests@example.co.za";

/** A test app whose ADMIN_EMAILS holds ADMIN_EMAIL. */
export const adminEnv = { ADMIN_EMAILS: ADMIN_EMAIL };

/** The administrator, signed in (the app must have been created with adminEnv). */
export async function signedInAdmin(t: TestApp) {
  return signedInAdviser(t, "Ada Admin", ADMIN_EMAIL);
}

/** How many audit entries exist (to prove a refused request wrote none). */
export async function auditCount(t: TestApp): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from audit_entry`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
