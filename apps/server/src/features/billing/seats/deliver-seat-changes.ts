import type { Db } from "#server/db/database";
import { patchSubscription } from "#server/features/subscription";
import { outboxBackoffMs } from "../accounting/deliver-outbox";
import { changeAgreementAmount, findActiveAgreement } from "../agreement-queries";
import { findCustomer } from "../customer-queries";
import { PayfastRefusedError, type SubscriptionsApi } from "../payfast/subscriptions-api";
import { recurringAmountFor } from "./seat-amount";
import { countBilledSeats } from "./seat-count";
import {
  bookSeatChangeAttempt,
  lockNextDueSeatChange,
  markSeatChangeDone,
  recordSeatChangeConfirmed,
  recordSeatChangeError,
} from "./seat-queries";

type UpdateApi = Pick<SubscriptionsApi, "update">;

interface DueUpdate {
  companyId: string;
  paymentId: string;
  token: string;
  planAmountCents: number;
  seats: number;
  amountCents: number;
  /** The row's change count when taken: a change after it keeps the row queued. */
  changes: number;
}

/**
 * Takes the oldest due seat change and decides it from the data as it is now: the seats the next
 * debit covers (the period's peak, counted in this transaction) and the company's active agreement.
 * Nothing to send (no active agreement, or it already charges this amount for these seats and no
 * earlier update is unconfirmed) marks it done. Otherwise the
 * attempt is booked before PayFast is called, so another instance (or this one after a restart
 * mid-call) tries again only after the back-off.
 */
async function takeDueSeatChange(db: Db, now: Date): Promise<DueUpdate | "done" | null> {
  return db.transaction(async (tx) => {
    const row = await lockNextDueSeatChange(tx, now);
    if (!row) return null;
    const agreement = await findActiveAgreement(tx, { companyId: row.companyId });
    const seats = await countBilledSeats(tx, row.companyId);
    const amountCents = agreement
      ? recurringAmountFor(agreement, { seats, seatPriceCents: agreement.planAmountCents })
      : 0;
    // Our amount is PayFast's only while no update is unconfirmed: one that timed out may have
    // been applied, so after any failed attempt the amount is sent even if it equals ours.
    const inDoubt = row.lastError !== "";
    if (
      !agreement?.token ||
      (!inDoubt && agreement.seats === seats && agreement.recurringAmountCents === amountCents)
    ) {
      await markSeatChangeDone(tx, { companyId: row.companyId, now });
      return "done";
    }
    const attempts = row.attempts + 1;
    await bookSeatChangeAttempt(tx, {
      companyId: row.companyId,
      attempts,
      nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(attempts)),
    });
    return {
      companyId: row.companyId,
      paymentId: agreement.id,
      token: agreement.token,
      planAmountCents: agreement.planAmountCents,
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
    const updated = await changeAgreementAmount(tx, {
      id: due.paymentId,
      token: due.token,
      planAmountCents: due.planAmountCents,
      seats: due.seats,
      recurringAmountCents: due.amountCents,
      now,
    });
    if (updated) await patchSubscription(tx, due.companyId, { amountCents: due.amountCents });
    await recordSeatChangeConfirmed(tx, {
      companyId: due.companyId,
      amountCents: due.amountCents,
      changes: due.changes,
      now,
    });
    const owner = await findCustomer(tx, due.companyId);
    return owner?.ownerUserId ?? null;
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
      await recordSeatChangeError(db, { companyId: due.companyId, error: problem.slice(0, 500) });
      counts.failed++;
      continue;
    }
    const ownerUserId = await recordConfirmed(db, due, options.now);
    if (ownerUserId) await options.callerChanged?.(ownerUserId);
    counts.updated++;
  }
  return counts;
}
