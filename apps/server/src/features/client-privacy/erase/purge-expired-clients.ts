import { RESTORE_WINDOW_ENDED } from "@adviser-desk/contracts";
import type { Db } from "../../../db/database";
import { restoreWindowCutoff } from "../../../db/restore-window";
import { eraseClientRows } from "./erase-client-rows";
import { expiredClients, lockExpiredClient } from "./erase-queries";

const PURGE_ACTOR = { id: null, email: "system (client retention purge)" };
/** Clients erased per run and transaction batch; the next run takes the rest. */
const BATCH = 100;

/**
 * Erases clients deleted more than RESTORE_DAYS ago: nobody can restore them any more, so there is
 * no purpose left in holding them (POPIA s 14(1) and (4)). One transaction per client; a client
 * another instance is erasing at the same moment is skipped (SKIP LOCKED), so every instance may
 * run this. Returns how many were erased.
 */
export async function purgeExpiredClients(db: Db, now = new Date()): Promise<number> {
  const cutoff = restoreWindowCutoff(now);
  const due = await expiredClients(db, { cutoff, limit: BATCH });
  let erased = 0;
  for (const { id, companyId } of due) {
    erased += await db.transaction(async (tx) => {
      const still = await lockExpiredClient(tx, { companyId, id, cutoff });
      if (!still) return 0;
      await eraseClientRows(tx, {
        companyId,
        clientId: id,
        actor: PURGE_ACTOR,
        reason: RESTORE_WINDOW_ENDED,
      });
      return 1;
    });
  }
  return erased;
}
