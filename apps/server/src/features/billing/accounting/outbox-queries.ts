import { and, asc, count, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isDue } from "#server/db/is-due";
import { accountingOutbox } from "#server/db/schema";

/** One delivery attempt of an outbox message: delivered, or its error and when to try again. */
export type OutboxAttempt =
  | { attempts: number; lastError: ""; deliveredAt: Date }
  | { attempts: number; lastError: string; nextAttemptAt: Date };

/**
 * The oldest due message not delivered yet, locked for the caller's transaction and skipped by
 * every other one (so two instances never send the same message at once), or null.
 */
export async function lockNextDueOutboxMessage(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(accountingOutbox)
    .where(and(isNull(accountingOutbox.deliveredAt), isDue(accountingOutbox.nextAttemptAt, now)))
    .orderBy(asc(accountingOutbox.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ?? null;
}

/** Records the message's attempt: delivered, or failed with the time of the next one. */
export async function recordOutboxAttempt(
  db: Db,
  params: { id: string; attempt: OutboxAttempt },
): Promise<void> {
  await db
    .update(accountingOutbox)
    .set(params.attempt)
    .where(sql`${accountingOutbox.id} = ${params.id}`);
}

/** Queues a message, unless the company already has one of its kind (one contact per company). */
export async function queueOutboxMessage(
  db: Db,
  message: typeof accountingOutbox.$inferInsert,
): Promise<void> {
  await db.insert(accountingOutbox).values(message).onConflictDoNothing();
}

/** Messages to the accounting service not delivered yet (the metrics' outbox backlog). */
export async function countOutboxBacklog(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountingOutbox)
    .where(isNull(accountingOutbox.deliveredAt));
  return row?.n ?? 0;
}
