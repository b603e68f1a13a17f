import type { Db } from "../../../db/database";
import { deleteCompanyHeldBy } from "../../company/company-queries";
import { writeAudit } from "../audit/audit-queries";
import { transferCompanyOf } from "./transfer-company";
import { deleteUserRow, deletionsDue } from "./user-queries";

const SERVER_ACTOR = { id: null, email: "system (retention purge)" };

/**
 * Removes users whose retention period has ended. A company they hold alone goes with them (its
 * clients, records, logo and subscription by cascade); a company with other members stays, held
 * by another member from then on (ADR 030, `transferCompanyOf`). One transaction per user;
 * returns the ids removed.
 */
export async function purgeDeletedUsers(db: Db, now = new Date()): Promise<string[]> {
  const due = await deletionsDue(db, now);
  for (const { userId, email } of due) {
    await db.transaction(async (tx) => {
      const transferredTo = await transferCompanyOf(tx, userId);
      const removed = transferredTo ? [] : await deleteCompanyHeldBy(tx, userId);
      await deleteUserRow(tx, userId);
      await writeAudit(tx, SERVER_ACTOR, {
        action: "user/purge",
        targetType: "user",
        targetId: userId,
        before: { email, company: removed[0] ?? null, ...(transferredTo ? { transferredTo } : {}) },
        after: null,
      });
    });
  }
  return due.map((d) => d.userId);
}
