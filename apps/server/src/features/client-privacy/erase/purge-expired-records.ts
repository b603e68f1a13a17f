import type { Db } from "#server/db/database";
import { restoreWindowCutoff } from "#server/db/restore-window";
import { clientRetention } from "../retention/client-retention";
import { clientsWithExpiredRecords, deleteExpiredRecordsOf } from "./erase-queries";

/** Clients read per page. */
const PAGE = 200;

/**
 * Removes records the adviser deleted more than RESTORE_DAYS ago (their restore window ended, so
 * nothing may keep them: POPIA s 14(4)) — except while their client's FAIS period runs
 * (`clientRetention`, ADR 050): a deleted calculation may be part of the advice on file, so it
 * stays, deleted and out of sight but in the client's export, until the client's records may go.
 * A deleted client's records go with the client instead. Returns how many were removed.
 */
export async function purgeExpiredRecords(db: Db, now = new Date()): Promise<number> {
  const cutoff = restoreWindowCutoff(now);
  let removed = 0;
  // Every page, not the first only: clients kept for FAIS stay in the set and must not starve the rest.
  for (let after: string | null = null; ; ) {
    const clients = await clientsWithExpiredRecords(db, { cutoff, after, limit: PAGE });
    for (const { companyId, clientId } of clients) {
      removed += await db.transaction(async (tx) => {
        const retention = await clientRetention(tx, { companyId, clientId, now });
        if (!retention.destroyableNow) return 0;
        return deleteExpiredRecordsOf(tx, { companyId, clientId, cutoff });
      });
    }
    const last = clients.at(-1);
    if (!last || clients.length < PAGE) return removed;
    after = last.clientId;
  }
}
