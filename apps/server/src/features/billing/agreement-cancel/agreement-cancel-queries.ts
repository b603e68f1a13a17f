import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isDue } from "#server/db/is-due";
import { payfastAgreementCancel } from "#server/db/schema";

export type AgreementCancelRow = typeof payfastAgreementCancel.$inferSelect;

/**
 * Queues the cancel of the agreement on this token, once per token (a replayed ITN queues
 * nothing more). Whether a new cancel was queued.
 */
export async function queueAgreementCancel(
  db: Db,
  job: { token: string; mPaymentId: string; companyId: string },
): Promise<boolean> {
  const queued = await db
    .insert(payfastAgreementCancel)
    .values(job)
    .onConflictDoNothing()
    .returning({ token: payfastAgreementCancel.token });
  return queued.length > 0;
}

/**
 * The oldest due queued cancel, locked for the caller's transaction and skipped by every other
 * one, or null.
 */
export async function lockNextDueAgreementCancel(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(payfastAgreementCancel)
    .where(
      and(
        eq(payfastAgreementCancel.state, "queued"),
        isDue(payfastAgreementCancel.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(payfastAgreementCancel.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ?? null;
}

/** The token turned out to be an active agreement's: kept, never sent. */
export async function markAgreementCancelKept(
  db: Db,
  params: { token: string; now: Date },
): Promise<void> {
  await db
    .update(payfastAgreementCancel)
    .set({ state: "kept-active", doneAt: params.now })
    .where(eq(payfastAgreementCancel.token, params.token));
}

/** Books the attempt about to be made: the next one is due only after the back-off. */
export async function bookAgreementCancelAttempt(
  db: Db,
  params: { token: string; attempts: number; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(payfastAgreementCancel)
    .set({ attempts: params.attempts, nextAttemptAt: params.nextAttemptAt })
    .where(eq(payfastAgreementCancel.token, params.token));
}

/** PayFast did not cancel: the cancel stays queued with the error until its booked attempt. */
export async function recordAgreementCancelError(
  db: Db,
  params: { token: string; error: string },
): Promise<void> {
  await db
    .update(payfastAgreementCancel)
    .set({ lastError: params.error })
    .where(eq(payfastAgreementCancel.token, params.token));
}

/** PayFast cancelled the agreement (or had already). */
export async function markAgreementCancelDone(
  db: Db,
  params: { token: string; now: Date },
): Promise<void> {
  await db
    .update(payfastAgreementCancel)
    .set({ lastError: "", state: "cancelled", doneAt: params.now })
    .where(eq(payfastAgreementCancel.token, params.token));
}

/** The cancels queued for these tokens. */
export async function listAgreementCancels(
  db: Db,
  tokens: string[],
): Promise<AgreementCancelRow[]> {
  return db
    .select()
    .from(payfastAgreementCancel)
    .where(inArray(payfastAgreementCancel.token, tokens));
}
