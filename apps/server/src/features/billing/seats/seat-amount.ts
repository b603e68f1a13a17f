import { discountedCents, discountPercentOf } from "../price-quote";

/** The monthly price before any coupon: seats × the plan price per seat. */
export const seatsTotalCents = (seatPriceCents: number, seats: number): number =>
  seatPriceCents * seats;

/** What an agreement stores about its price: the per-seat price, its seats, its amounts. */
export interface AgreementPrice {
  planAmountCents: number;
  seats: number;
  recurringAmountCents: number;
  discountPercent: string | number | null;
}

/**
 * The monthly amount an agreement should charge for `seats` at `seatPriceCents`: an
 * every-payment coupon (the agreement charges less than its seats × price) keeps its discount on
 * the whole amount; a first-payment coupon was spent on the first month.
 */
export function recurringAmountFor(
  agreement: AgreementPrice,
  change: { seats: number; seatPriceCents: number },
): number {
  const total = seatsTotalCents(change.seatPriceCents, change.seats);
  const everyPayment =
    agreement.recurringAmountCents < seatsTotalCents(agreement.planAmountCents, agreement.seats);
  return everyPayment
    ? discountedCents(total, discountPercentOf(agreement.discountPercent))
    : total;
}
