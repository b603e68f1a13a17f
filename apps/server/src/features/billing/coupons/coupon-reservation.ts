import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { coupon, couponUse, payment } from "../../../db/schema";
import { couponIncorrect } from "../billing-errors";
import type { CouponTerms } from "../price-quote";

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
  const [row] = await tx
    .update(coupon)
    .set({ usesCount: sql`${coupon.usesCount} + 1` })
    .where(
      and(
        eq(coupon.code, code),
        isNull(coupon.disabledAt),
        or(isNull(coupon.expiresAt), gt(coupon.expiresAt, options.now)),
        or(isNull(coupon.usageLimit), lt(coupon.usesCount, coupon.usageLimit)),
      ),
    )
    .returning();
  if (!row) throw couponIncorrect();
  const taken = await tx
    .insert(couponUse)
    .values({
      code,
      email: options.email.trim().toLowerCase(),
      userId: options.userId,
      paymentId: options.paymentId,
      status: "reserved",
    })
    .onConflictDoNothing()
    .returning({ code: couponUse.code });
  if (taken.length === 0) throw couponIncorrect();
  return { code, discountPercent: row.discountPercent, appliesTo: row.appliesToRecurring };
}

/** Gives back the coupon use a checkout reserved (it expired, was superseded or failed). */
export async function releaseCoupon(tx: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return;
  const released = await tx
    .delete(couponUse)
    .where(and(inArray(couponUse.paymentId, paymentIds), eq(couponUse.status, "reserved")))
    .returning({ code: couponUse.code });
  for (const { code } of released) {
    await tx
      .update(coupon)
      .set({ usesCount: sql`${coupon.usesCount} - 1` })
      .where(eq(coupon.code, code));
  }
}

/** The checkout's reserved use becomes a use: PayFast took the discounted payment. */
export async function confirmCoupon(tx: Db, paymentId: string): Promise<boolean> {
  const used = await tx
    .update(couponUse)
    .set({ status: "used", usedAt: sql`now()` })
    .where(and(eq(couponUse.paymentId, paymentId), eq(couponUse.status, "reserved")))
    .returning({ code: couponUse.code });
  return used.length > 0;
}

/** Checkouts unpaid for an hour expire and release their coupons. */
export async function expireStaleCheckouts(tx: Db, now: Date) {
  const expired = await tx
    .update(payment)
    .set({ status: "expired" })
    .where(and(inArray(payment.status, ["pending", "failed"]), lte(payment.expiresAt, now)))
    .returning({ id: payment.id });
  await releaseCoupon(
    tx,
    expired.map((r) => r.id),
  );
}

/** A new checkout replaces the company's unpaid ones: they release their coupons. */
export async function supersedeOpenCheckouts(tx: Db, companyId: string) {
  const superseded = await tx
    .update(payment)
    .set({ status: "superseded" })
    .where(and(eq(payment.companyId, companyId), inArray(payment.status, ["pending", "failed"])))
    .returning({ id: payment.id });
  await releaseCoupon(
    tx,
    superseded.map((r) => r.id),
  );
}
