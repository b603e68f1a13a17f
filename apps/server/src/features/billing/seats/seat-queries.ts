import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isDue } from "#server/db/is-due";
import { company, companyMember, payfastSeatChange, user } from "#server/db/schema";

/** The company's members, the owner included (pending invitations are not members). */
export async function countMembers(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMember)
    .where(eq(companyMember.companyId, companyId));
  return row?.n ?? 0;
}

/** Queues the company's seat change (and takes its row's lock for the transaction). */
async function queueSeatChange(tx: Db, companyId: string): Promise<void> {
  await tx
    .insert(payfastSeatChange)
    .values({ companyId })
    .onConflictDoUpdate({
      target: payfastSeatChange.companyId,
      set: {
        state: "queued",
        changes: sql`${payfastSeatChange.changes} + 1`,
        attempts: 0,
        nextAttemptAt: sql`now()`,
        // lastError stays: an unconfirmed update's outcome is still unknown (deliver-seat-changes).
        doneAt: null,
        updatedAt: sql`now()`,
      },
    });
}

const membersNow = (companyId: string) =>
  sql`(select count(*)::int from ${companyMember} where ${companyMember.companyId} = ${companyId})`;

/**
 * Call in the transaction that adds or removes a company member, while the member is counted
 * (after a join, before a removal): the period's peak takes them in and the company's PayFast
 * agreement is queued to move to the seats its next debit covers. A rolled-back change queues
 * nothing; raced changes meet on the company's one row, locked before the members are counted,
 * so each counts the others that committed first and the peak misses none.
 */
export async function seatsChanged(tx: Db, companyId: string): Promise<void> {
  await queueSeatChange(tx, companyId);
  await tx
    .update(payfastSeatChange)
    .set({ peakSeats: sql`greatest(${payfastSeatChange.peakSeats}, ${membersNow(companyId)})` })
    .where(eq(payfastSeatChange.companyId, companyId));
}

/**
 * Call in the transaction that applies a debit (a COMPLETE ITN) that paid for `paidSeats`: a new
 * period starts with the members there are, and the agreement is queued to follow when they
 * differ (members joined or left between checkout and payment, or left during the period the
 * debit paid for). A join racing it is taken back into the peak by its own change, or by its
 * removal, which counts the member before it deletes them.
 */
export async function seatPeriodStarted(
  tx: Db,
  params: { companyId: string; paidSeats: number },
): Promise<void> {
  const [row] = await tx
    .update(payfastSeatChange)
    .set({ peakSeats: membersNow(params.companyId) })
    .where(eq(payfastSeatChange.companyId, params.companyId))
    .returning({ members: payfastSeatChange.peakSeats });
  const members = row?.members ?? (await countMembers(tx, params.companyId));
  if (Math.max(1, members) !== params.paidSeats) await seatsChanged(tx, params.companyId);
}

/** Members whose account is disabled (an administrator's disable or deletion): still seats. */
export async function countDisabledMembers(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(and(eq(companyMember.companyId, companyId), eq(user.banned, true)));
  return row?.n ?? 0;
}

/** The most members the company had at once since its last debit (0 before any change). */
export async function readPeakSeats(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ peak: payfastSeatChange.peakSeats })
    .from(payfastSeatChange)
    .where(eq(payfastSeatChange.companyId, companyId));
  return row?.peak ?? 0;
}

/**
 * The seat change queued longest, if due, locked for the caller's transaction and skipped by
 * every other one, or null.
 */
export async function lockNextDueSeatChange(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(payfastSeatChange)
    .where(and(eq(payfastSeatChange.state, "queued"), isDue(payfastSeatChange.nextAttemptAt, now)))
    .orderBy(asc(payfastSeatChange.updatedAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ?? null;
}

/** Nothing to send for the company's seats: its change is done. */
export async function markSeatChangeDone(
  db: Db,
  params: { companyId: string; now: Date },
): Promise<void> {
  await db
    .update(payfastSeatChange)
    .set({ state: "done", doneAt: params.now, lastError: "", updatedAt: sql`now()` })
    .where(eq(payfastSeatChange.companyId, params.companyId));
}

/** Books the attempt about to be made: the next one is due only after the back-off. */
export async function bookSeatChangeAttempt(
  db: Db,
  params: { companyId: string; attempts: number; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(payfastSeatChange)
    .set({ attempts: params.attempts, nextAttemptAt: params.nextAttemptAt })
    .where(eq(payfastSeatChange.companyId, params.companyId));
}

/**
 * PayFast did not confirm the new amount: the change stays (or, if a run meanwhile found nothing
 * to send, is again) queued with the error, until an update is confirmed.
 */
export async function recordSeatChangeError(
  db: Db,
  params: { companyId: string; error: string },
): Promise<void> {
  await db
    .update(payfastSeatChange)
    .set({ lastError: params.error, state: "queued", doneAt: null })
    .where(eq(payfastSeatChange.companyId, params.companyId));
}

/**
 * PayFast confirmed `amountCents`: the row keeps it and is due again at once with no attempts,
 * then is closed only if no membership change arrived after `changes` was read.
 */
export async function recordSeatChangeConfirmed(
  db: Db,
  params: { companyId: string; amountCents: number; changes: number; now: Date },
): Promise<void> {
  await db
    .update(payfastSeatChange)
    .set({
      lastError: "",
      confirmedAmountCents: params.amountCents,
      nextAttemptAt: sql`now()`,
      attempts: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(payfastSeatChange.companyId, params.companyId));
  await db
    .update(payfastSeatChange)
    .set({ state: "done", doneAt: params.now })
    .where(
      and(
        eq(payfastSeatChange.companyId, params.companyId),
        eq(payfastSeatChange.changes, params.changes),
      ),
    );
}

/** Seat changes tried at least once whose last try failed, still queued, queued longest first. */
export async function listFailingSeatChangeRows(db: Db, limit: number) {
  return db
    .select({
      companyId: payfastSeatChange.companyId,
      companyName: company.accountName,
      attempts: payfastSeatChange.attempts,
      lastError: payfastSeatChange.lastError,
      nextAttemptAt: payfastSeatChange.nextAttemptAt,
    })
    .from(payfastSeatChange)
    .innerJoin(company, eq(company.id, payfastSeatChange.companyId))
    .where(
      and(
        eq(payfastSeatChange.state, "queued"),
        gt(payfastSeatChange.attempts, 0),
        ne(payfastSeatChange.lastError, ""),
      ),
    )
    .orderBy(asc(payfastSeatChange.updatedAt))
    .limit(limit);
}
