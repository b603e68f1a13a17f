import { nextDay } from "@adviser-desk/contracts";
import { writeAudit } from "#server/audit/audit-queries";
import type { Db } from "#server/db/database";
import { eraseCompanyClients } from "#server/features/client-privacy";
import { deleteCompanyHeldBy } from "#server/features/company";
import { lockCompanyHeldBy } from "#server/features/members";
import { transferCompanyOf } from "./transfer-company";
import { deferUserPurge, deleteUserRow, deletionsDue } from "./user-queries";

const SERVER_ACTOR = { id: null, email: "system (retention purge)" };

/** Midnight in South Africa at the start of "YYYY-MM-DD". */
const startOfDayInSouthAfrica = (isoDate: string) => new Date(`${isoDate}T00:00:00+02:00`);

/**
 * Removes users whose retention period has ended. A company they hold alone goes with them (its
 * clients, records, logo and subscription by cascade) — but its clients go through the client
 * erasure first (ADR 050): those FAIS still keeps are restricted, and while any is, the company
 * and its holder stay (signed out for good) and the user's purge moves to the day after the last
 * client may go. A company with other members stays, held by another member from then on
 * (ADR 030, `transferCompanyOf`). One transaction per user; returns the ids removed.
 */
export async function purgeDeletedUsers(db: Db, now = new Date()): Promise<string[]> {
  const due = await deletionsDue(db, now);
  const purged: string[] = [];
  for (const { userId, email } of due) {
    await db.transaction(async (tx) => {
      const transferredTo = await transferCompanyOf(tx, userId);
      const held = transferredTo ? null : await lockCompanyHeldBy(tx, userId);
      const keptUntil = held
        ? await eraseCompanyClients(tx, { companyId: held.id, actor: SERVER_ACTOR, now })
        : null;
      if (keptUntil) {
        const purgeAfter = startOfDayInSouthAfrica(nextDay(keptUntil));
        await deferUserPurge(tx, userId, purgeAfter);
        await writeAudit(tx, SERVER_ACTOR, {
          action: "user/purge-deferred",
          targetType: "user",
          targetId: userId,
          before: { email },
          after: { purgeAfter: purgeAfter.toISOString(), clientsKeptUntil: keptUntil },
        });
        return;
      }
      const removed = transferredTo ? [] : await deleteCompanyHeldBy(tx, userId);
      await deleteUserRow(tx, userId);
      await writeAudit(tx, SERVER_ACTOR, {
        action: "user/purge",
        targetType: "user",
        targetId: userId,
        before: { email, company: removed[0] ?? null, ...(transferredTo ? { transferredTo } : {}) },
        after: null,
      });
      purged.push(userId);
    });
  }
  return purged;
}
