import { eq, lte } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { company, user, userDeletion } from "../../../db/schema";
import { writeAudit } from "../audit/write-audit";

const SERVER_ACTOR = { id: null, email: "system (retention purge)" };

/**
 * Removes users whose retention period has ended, with their company (its clients, records, logo
 * and subscription go with it by cascade). One transaction per user; returns the ids removed.
 */
export async function purgeDeletedUsers(db: Db, now = new Date()): Promise<string[]> {
  const due = await db
    .select({ userId: userDeletion.userId, email: userDeletion.email })
    .from(userDeletion)
    .where(lte(userDeletion.purgeAfter, now));
  for (const { userId, email } of due) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(company)
        .where(eq(company.ownerUserId, userId))
        .returning({ id: company.id, accountName: company.accountName });
      await tx.delete(user).where(eq(user.id, userId));
      await writeAudit(tx, SERVER_ACTOR, {
        action: "user/purge",
        targetType: "user",
        targetId: userId,
        before: { email, company: removed[0] ?? null },
        after: null,
      });
    });
  }
  return due.map((d) => d.userId);
}
