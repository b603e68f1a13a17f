import type { Db } from "#server/db/database";
import { couponIncorrect } from "../billing-errors";
import {
  markOpenCheckoutsSuperseded,
  markStaleCheckoutsExpired,
} from "../checkout/checkout-queries";
import type { CouponTerms } from "../price-quote";
import {
  decrementCouponUses,
  deleteReservedCouponUses,
  incrementCouponUses,
  insertReservedCouponUse,
} from "./coupon-queries";

/** A signed checkout form is good for an hour; then its coupon is free for others again. */
export const CHECKOUT_LIFETIME_MS = 3_600_000;

/**
 * Takes one use of the coupon for this e-mail and checkout, in the caller's transaction. The
 * usage limit is a guarded increment (the row lock orders racing checkouts; a CHECK constraint
 * backs it), once-per-e-mail is the (code, e-mail) primary key: no read-then-write. Throws
 * "Coupon incorrect" when the coupon cannot be taken, which rolls the transaction back.
 */
export async function reserveCoupon(
  tx: Db,
  options: { code: string; email: string; userId: string | null; paymentId: string; now: Date },
): Promise<CouponTerms> {
  const code = options.code.trim().toUpperCase();
  const row = await incrementCouponUses(tx, { code, now: options.now });
  if (!row) throw couponIncorrect();
  const taken = await insertReservedCouponUse(tx, {
    code,
    email: options.email.trim().toLowerCase(),
    userId: options.userId,
    paymentId: options.paymentId,
  });
  if (!taken) throw couponIncorrect();
  return { code, discountPercent: row.discountPercent, appliesTo: row.appliesToRecurring };
}

/** Gives back the coupon use a checkout reserved (it expired, was superseded or failed). */
export async function releaseCoupon(tx: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return;
  const released = await deleteReservedCouponUses(tx, paymentIds);
  for (const code of released) await decrementCouponUses(tx, code);
}

/** Checkouts unpaid for an hour expire and release their coupons. */
export async function expireStaleCheckouts(tx: Db, now: Date) {
  await releaseCoupon(tx, await markStaleCheckoutsExpired(tx, now));
}

/** A new checkout replaces the company's unpaid ones: they release their coupons. */
export async function supersedeOpenCheckouts(tx: Db, companyId: string) {
  await releaseCoupon(tx, await markOpenCheckoutsSuperseded(tx, companyId));
}
