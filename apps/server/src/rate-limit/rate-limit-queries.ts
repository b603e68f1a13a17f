import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { rateLimitCounter } from "#server/db/schema";

/**
 * Counts one hit of `key` in its current window of `windowSeconds` (a new window once the last
 * one has passed), in one atomic upsert, so concurrent instances never lose a count. Returns the
 * window's count and the seconds until it resets; null if the database returned no row.
 */
export async function countHit(db: Db, key: string, windowSeconds: number) {
  const interval = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimitCounter.windowStartedAt} <= now() - ${interval}`;
  const [row] = await db
    .insert(rateLimitCounter)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitCounter.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounter.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounter.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimitCounter.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitCounter.windowStartedAt} + ${interval} - now()))))::int`,
    });
  return row ?? null;
}
