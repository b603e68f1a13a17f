import type { Db } from "#server/db/database";
import { userNotFound } from "./user-errors";
import { lockUserRow } from "./user-queries";

/** The user row (locked for this transaction, so two admins' changes do not interleave). */
export async function lockUser(tx: Db, userId: string) {
  const row = await lockUserRow(tx, userId);
  if (!row) throw userNotFound();
  return { ...row, admin: row.role === "admin", disabled: row.banned === true };
}
