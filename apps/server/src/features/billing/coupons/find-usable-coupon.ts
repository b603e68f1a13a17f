import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { coupon, couponUse } from "../../../db/schema";
import { couponIncorrect } from "../billing-errors";
import type { CouponTerms } from "../price-quote";

/**
 * The coupon's terms if this e-mail may use it now (spec §5): it exists (case-insensitive), is
 * not disabled or expired, this e-mail has not used it, and it has uses left. Otherwise 400
 * "Coupon incorrect" — the same answer for every reason, so codes cannot be probed.
 */
export async function findUsableCoupon(
  db: Db,
  options: { code: string; email: string; now: Date },
): Promise<CouponTerms> {
  const code = options.code.trim().toUpperCase();
  const email = options.email.trim().toLowerCase();
  const [row] = await db.select().from(coupon).where(eq(coupon.code, code));
  if (!row || row.disabledAt || (row.expiresAt && row.expiresAt <= options.now)) {
    throw couponIncorrect();
  }
  const [used] = await db
    .select({ email: couponUse.email })
    .from(couponUse)
    .where(and(eq(couponUse.code, code), eq(couponUse.email, email)));
  if (used) throw couponIncorrect();
  if (row.usageLimit !== null) {
    const [uses] = await db.select({ n: count() }).from(couponUse).where(eq(couponUse.code, code));
    if ((uses?.n ?? 0) >= row.usageLimit) throw couponIncorrect();
  }
  return { code, discountPercent: row.discountPercent, appliesTo: row.appliesToRecurring };
}
