import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { isDue } from "../../../db/is-due";
import { company, payfastSeatChange, payment, subscription } from "../../../db/schema";
import { outboxBackoffMs } from "../accounting/deliver-outbox";
import { PayfastRefusedError, type SubscriptionsApi } from "../payfast/subscriptions-api";
import { recurringAmountFor } from "./seat-amount";
import { countSeats } from "./seat-count";

type UpdateApi = Pick<SubscriptionsApi, "update">;

interface DueUpdate {
  companyId: string;
  paymentId: string;
  token: string;
  seats: number;
  amountCents: number;
  /** The row's change count when taken: a change after it keeps the row queued. */
  changes: number;
}

/**
 * Takes the oldest due seat change and decides it from the data as it is now: the members
 * counted in this transaction and the company's active agreement. Nothing to send (no active
 * agreement, or it already charges this amount for these seats) marks it done. Otherwise the
 * attempt is booked before PayFast is called, so another instance (or this one after a restart
 * mid-call) tries again only after the back-off.
 */
async function takeDueSeatChange(db: Db, now: Date): Promise<DueUpdate | "done" | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payfastSeatChange)
      .where(
        and(eq(payfastSeatChange.state, "queued"), isDue(payfastSeatChange.nextAttemptAt, now)),
      )
      .orderBy(asc(payfastSeatChange.updatedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const byCompany = eq(payfastSeatChange.companyId, row.companyId);
    const [agreement] = await tx
      .select()
      .from(payment)
      .where(and(eq(payment.companyId, row.companyId), eq(payment.status, "active")));
    const seats = await countSeats(tx, row.companyId);
    const amountCents = agreement
      ? recurringAmountFor(agreement, { seats, seatPriceCents: agreement.planAmountCents })
      : 0;
    if (
      !agreement?.token ||
      (agreement.seats === seats && agreement.recurringAmountCents === amountCents)
    ) {
      await tx
        .update(payfastSeatChange)
        .set({ state: "done", doneAt: now, lastError: "", updatedAt: sql`now()` })
        .where(byCompany);
      return "done";
    }
    const attempts = row.attempts + 1;
    await tx
      .update(payfastSeatChange)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(attempts)) })
      .where(byCompany);
    return {
      companyId: row.companyId,
      paymentId: agreement.id,
      token: agreement.token,
      seats,
      amountCents,
      changes: row.changes,
    };
  });
}

async function updateAtPayfast(api: UpdateApi, due: DueUpdate): Promise<string> {
  try {
    await api.update(due.token, { amount: due.amountCents });
    return "";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof PayfastRefusedError ? `PayFast refused: ${message}` : message;
  }
}

/**
 * PayFast confirmed the new amount: the agreement (its seats and the amount the next ITN must
 * carry) and the subscription's amount follow in one transaction. The row is done unless
 * another membership change arrived meanwhile; then it is due again at once.
 */
async function recordConfirmed(db: Db, due: DueUpdate, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(payment)
      .set({ seats: due.seats, recurringAmountCents: due.amountCents })
      .where(
        and(
          eq(payment.id, due.paymentId),
          eq(payment.status, "active"),
          eq(payment.token, due.token),
        ),
      )
      .returning({ id: payment.id });
    if (updated.length > 0) {
      await tx
        .update(subscription)
        .set({ amountCents: due.amountCents, updatedAt: sql`now()` })
        .where(eq(subscription.companyId, due.companyId));
    }
    await tx
      .update(payfastSeatChange)
      .set({
        lastError: "",
        confirmedAmountCents: due.amountCents,
        nextAttemptAt: sql`now()`,
        attempts: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(payfastSeatChange.companyId, due.companyId));
    await tx
      .update(payfastSeatChange)
      .set({ state: "done", doneAt: now })
      .where(
        and(
          eq(payfastSeatChange.companyId, due.companyId),
          eq(payfastSeatChange.changes, due.changes),
        ),
      );
    const [owner] = await tx
      .select({ userId: company.ownerUserId })
      .from(company)
      .where(eq(company.id, due.companyId));
    return owner?.userId ?? null;
  });
}

/**
 * Sends the due seat changes to PayFast (`update` with the amount in cents), oldest first,
 * outside any transaction. A failure keeps the row queued with its error until the booked next
 * attempt; `callerChanged` clears the members' cached claims (centAmount) after a change.
 */
export async function deliverDueSeatChanges(
  db: Db,
  options: {
    api: UpdateApi;
    now: Date;
    limit?: number;
    callerChanged?: (ownerUserId: string) => Promise<void>;
  },
): Promise<{ updated: number; failed: number; unchanged: number }> {
  const counts = { updated: 0, failed: 0, unchanged: 0 };
  for (let i = 0; i < (options.limit ?? 20); i++) {
    const due = await takeDueSeatChange(db, options.now);
    if (!due) break;
    if (due === "done") {
      counts.unchanged++;
      continue;
    }
    const problem = await updateAtPayfast(options.api, due);
    if (problem) {
      await db
        .update(payfastSeatChange)
        .set({ lastError: problem.slice(0, 500) })
        .where(eq(payfastSeatChange.companyId, due.companyId));
      counts.failed++;
      continue;
    }
    const ownerUserId = await recordConfirmed(db, due, options.now);
    if (ownerUserId) await options.callerChanged?.(ownerUserId);
    counts.updated++;
  }
  return counts;
}
