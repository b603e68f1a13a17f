import type { Db } from "../../../db/database";
import { restoreWindowCutoff } from "../../../db/restore-window";
import { deleteExpiredRecords } from "./erase-queries";

/**
 * Removes records the adviser deleted more than RESTORE_DAYS ago (their restore window ended, so
 * nothing may keep them: POPIA s 14(4)). A deleted client's records go with the client instead.
 * Returns how many were removed.
 */
export async function purgeExpiredRecords(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredRecords(db, restoreWindowCutoff(now));
}
