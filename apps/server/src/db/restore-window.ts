import { RESTORE_DAYS } from "@adviser-desk/contracts";
import { type AnyColumn, and, gt, isNotNull, lte, type SQL, sql } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A soft-deleted row (`deleted_at` set) can be restored for RESTORE_DAYS; then the purge erases
 * it. Deleted within the window, by the database's clock: what a "deleted" list shows and what
 * restore accepts.
 */
export const deletedWithinRestoreWindow = (deletedAt: AnyColumn): SQL =>
  gt(deletedAt, sql`now() - make_interval(days => ${RESTORE_DAYS})`);

/** The moment before which a deletion's window had ended, as the purge sees it at `now`. */
export const restoreWindowCutoff = (now: Date): Date =>
  new Date(now.getTime() - RESTORE_DAYS * DAY_MS);

/** Deleted at or before `cutoff` (a `restoreWindowCutoff`): past the window, due for the purge. */
export const deletedBy = (deletedAt: AnyColumn, cutoff: Date): SQL =>
  and(isNotNull(deletedAt), lte(deletedAt, cutoff)) as SQL;
