import type { Db } from "#server/db/database";
import { couponIncorrect } from "../billing-errors";
import type { CouponTerms } from "../price-quote";
import { findCoupon, listCouponUsesOfEmail } from "./coupon-queries";
import { expireStaleCheckouts } from "./coupon-reservation";

/**
 * The coupon's terms if this e-mail may use it now (spec §5): it exists (case-insensitive), is
 * not disabled or expired, this e-mail holds no use of it, and it has uses left. A use held by
 * the company's own open checkout does not count: a new checkout replaces that one. Otherwise 400
 * "Coupon incorrect" — the same answer for every reason, so codes cannot be probed. This is a
 * quote; the checkout itself reserves the use (coupon-reservation.ts).
 */
export async function findUsableCoupon(
  db: Db,
  options: { code: string; email: string; companyId: string | null; now: Date },
): Promise<CouponTerms> {
  const code = options.code.trim().toUpperCase();
  const email = options.email.trim().toLowerCase();
  await db.transaction((tx) => expireStaleCheckouts(tx, options.now));
  const row = await findCoupon(db, code);
  if (!row || row.disabledAt || (row.expiresAt && row.expiresAt <= options.now)) {
    throw couponIncorrect();
  }
  const held = await listCouponUsesOfEmail(db, { code, email });
  const ownOpenCheckout = held.some(
    (h) => h.status === "reserved" && h.companyId === options.companyId,
  );
  if (held.length > 0 && !ownOpenCheckout) throw couponIncorrect();
  const usesByOthers = row.usesCount - (ownOpenCheckout ? 1 : 0);
  if (row.usageLimit !== null && usesByOthers >= row.usageLimit) throw couponIncorrect();
  return { code, discountPercent: row.discountPercent, appliesTo: row.appliesToRecurring };
}
