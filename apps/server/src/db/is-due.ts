import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Whether a queued job's next attempt has come. A new row's time is the database's clock (in
 * microseconds), which `now` (this process's, in whole milliseconds) can trail by a fraction of a
 * millisecond: due is judged by the later of the two, or a job queued and kicked at once would
 * wait for the next poll. Every queue's "take the next due job" uses this one predicate.
 */
export const isDue = (nextAttemptAt: AnyColumn, now: Date): SQL =>
  sql`${nextAttemptAt} <= greatest(${now}, now())`;
