import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { user, userDeletion } from "../../../db/schema";
import { userNotFound } from "./user-errors";

/** The user row (locked for this transaction, so two admins' changes do not interleave). */
export async function lockUser(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      banned: user.banned,
      deletedAt: userDeletion.deletedAt,
    })
    .from(user)
    .leftJoin(userDeletion, eq(userDeletion.userId, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: user });
  if (!row) throw userNotFound();
  return { ...row, admin: row.role === "admin", disabled: row.banned === true };
}
