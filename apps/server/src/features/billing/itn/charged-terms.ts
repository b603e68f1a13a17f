import type { PaymentRow } from "../agreement-queries";

/**
 * How long after PayFast confirmed a new amount a debit carrying the old one is still honoured:
 * a debit PayFast started before the change sends its ITN (and retries it) within this time.
 */
export const PREVIOUS_AMOUNT_HONOURED_MS = 72 * 60 * 60 * 1000;

interface Terms {
  amountCents: number;
  seats: number;
  seatPriceCents: number;
}

function previousTerms(row: PaymentRow, now: Date): Terms | null {
  if (
    row.amountChangedAt === null ||
    row.previousRecurringAmountCents === null ||
    row.previousSeats === null ||
    row.previousPlanAmountCents === null ||
    now.getTime() - row.amountChangedAt.getTime() > PREVIOUS_AMOUNT_HONOURED_MS
  ) {
    return null;
  }
  return {
    amountCents: row.previousRecurringAmountCents,
    seats: row.previousSeats,
    seatPriceCents: row.previousPlanAmountCents,
  };
}

/** The amounts a COMPLETE ITN of this agreement may carry now. */
export function acceptedAmounts(row: PaymentRow, now: Date): number[] {
  if (row.status === "pending" || row.status === "failed") return [row.firstAmountCents];
  const previous = previousTerms(row, now);
  return previous ? [row.recurringAmountCents, previous.amountCents] : [row.recurringAmountCents];
}

/**
 * The seats and seat price a verified renewal of `amountCents` paid for: the agreement's own,
 * or those before its latest change when the debit carried the amount before it.
 */
export function chargedTerms(
  row: PaymentRow,
  amountCents: number | null,
  now: Date,
): { seats: number; seatPriceCents: number } {
  const previous = previousTerms(row, now);
  return previous &&
    amountCents === previous.amountCents &&
    amountCents !== row.recurringAmountCents
    ? { seats: previous.seats, seatPriceCents: previous.seatPriceCents }
    : { seats: row.seats, seatPriceCents: row.planAmountCents };
}
