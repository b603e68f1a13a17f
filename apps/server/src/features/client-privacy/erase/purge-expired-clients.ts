import {
  isoDateInSouthAfrica,
  RESTORE_WINDOW_ENDED,
  RETENTION_PERIOD_ENDED,
} from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { restoreWindowCutoff } from "#server/db/restore-window";
import { eraseOrRestrictClient } from "./erase-client-rows";
import { clientsDueForPurge, lockClientDueForPurge } from "./erase-queries";

const PURGE_ACTOR = { id: null, email: "system (client retention purge)" };
/** Clients looked at per run and transaction batch; the next run takes the rest. */
const BATCH = 100;

/**
 * Clients deleted more than RESTORE_DAYS ago can no longer be restored, so there is no purpose
 * left in holding them (POPIA s 14(1) and (4)) — unless FAIS still requires their records: then
 * they are restricted until the period ends (ADR 050). Restricted clients whose period has ended
 * are erased. Both go through `eraseOrRestrictClient`, which decides with the one retention rule.
 * One transaction per client; a client another instance is purging at the same moment is
 * skipped (SKIP LOCKED), so every instance may run this. Returns how many were erased and how
 * many restricted.
 */
export async function purgeExpiredClients(
  db: Db,
  now = new Date(),
): Promise<{ erased: number; restricted: number }> {
  const cutoff = restoreWindowCutoff(now);
  const today = isoDateInSouthAfrica(now);
  const due = await clientsDueForPurge(db, { cutoff, today, limit: BATCH });
  const done = { erased: 0, restricted: 0 };
  for (const { id, companyId, restrictedAt } of due) {
    const outcome = await db.transaction(async (tx) => {
      const still = await lockClientDueForPurge(tx, { companyId, id, cutoff, today });
      if (!still) return null;
      const result = await eraseOrRestrictClient(tx, {
        companyId,
        clientId: id,
        actor: PURGE_ACTOR,
        reason: restrictedAt ? RETENTION_PERIOD_ENDED : RESTORE_WINDOW_ENDED,
        now,
      });
      return result.outcome;
    });
    if (outcome) done[outcome]++;
  }
  return done;
}
