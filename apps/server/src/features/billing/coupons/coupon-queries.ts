import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { coupon, couponUse, payment } from "#server/db/schema";

/** The coupon stored under this (upper-case) code, or null. */
export async function findCoupon(db: Db, code: string) {
  const [row] = await db.select().from(coupon).where(eq(coupon.code, code));
  return row ?? null;
}

/**
 * Counts one more use of the coupon if it is usable now (not disabled or expired) and has uses
 * left: a guarded increment, so the row lock orders racing checkouts. The coupon, or null.
 */
export async function incrementCouponUses(db: Db, params: { code: string; now: Date }) {
  const [row] = await db
    .update(coupon)
    .set({ usesCount: sql`${coupon.usesCount} + 1` })
    .where(
      and(
        eq(coupon.code, params.code),
        isNull(coupon.disabledAt),
        or(isNull(coupon.expiresAt), gt(coupon.expiresAt, params.now)),
        or(isNull(coupon.usageLimit), lt(coupon.usesCount, coupon.usageLimit)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives one use of the coupon back. */
export async function decrementCouponUses(db: Db, code: string): Promise<void> {
  await db
    .update(coupon)
    .set({ usesCount: sql`${coupon.usesCount} - 1` })
    .where(eq(coupon.code, code));
}

/**
 * Records the e-mail's use of the coupon as reserved by the checkout. False when the e-mail
 * already holds a use of it: the (code, e-mail) key refuses a second one.
 */
export async function insertReservedCouponUse(
  db: Db,
  params: { code: string; email: string; userId: string | null; paymentId: string },
): Promise<boolean> {
  const taken = await db
    .insert(couponUse)
    .values({
      code: params.code,
      email: params.email,
      userId: params.userId,
      paymentId: params.paymentId,
      status: "reserved",
    })
    .onConflictDoNothing()
    .returning({ code: couponUse.code });
  return taken.length > 0;
}

/** Deletes the uses these checkouts still hold reserved; the codes they held. */
export async function deleteReservedCouponUses(db: Db, paymentIds: string[]): Promise<string[]> {
  const released = await db
    .delete(couponUse)
    .where(and(inArray(couponUse.paymentId, paymentIds), eq(couponUse.status, "reserved")))
    .returning({ code: couponUse.code });
  return released.map((r) => r.code);
}

/**
 * The checkout's reserved use becomes a use: PayFast took the discounted payment (or the month
 * was granted). Whether the checkout held one.
 */
export async function confirmCouponUse(db: Db, paymentId: string): Promise<boolean> {
  const used = await db
    .update(couponUse)
    .set({ status: "used", usedAt: sql`now()` })
    .where(and(eq(couponUse.paymentId, paymentId), eq(couponUse.status, "reserved")))
    .returning({ code: couponUse.code });
  return used.length > 0;
}

/** The uses of the coupon this e-mail holds, with the company of the checkout that took each. */
export async function listCouponUsesOfEmail(db: Db, params: { code: string; email: string }) {
  return db
    .select({ status: couponUse.status, companyId: payment.companyId })
    .from(couponUse)
    .leftJoin(payment, eq(payment.id, couponUse.paymentId))
    .where(and(eq(couponUse.code, params.code), eq(couponUse.email, params.email)));
}
