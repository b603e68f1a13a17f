import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { user } from "../db/schema";

/** ADMIN_EMAILS makes those users admins: new sign-ups via a hook, existing users here at start. */
export async function promoteAdminEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: "admin" })
    .where(inArray(sql`lower(${user.email})`, emails));
}
