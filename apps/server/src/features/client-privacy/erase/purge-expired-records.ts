import { RESTORE_DAYS } from "@adviser-desk/contracts";
import { and, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { record } from "../../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes records the adviser deleted more than RESTORE_DAYS ago (their restore window ended, so
 * nothing may keep them: POPIA s 14(4)). A deleted client's records go with the client instead.
 * Returns how many were removed.
 */
export async function purgeExpiredRecords(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
  const removed = await db
    .delete(record)
    .where(and(isNotNull(record.deletedAt), lte(record.deletedAt, cutoff)))
    .returning({ id: record.id });
  return removed.length;
}
