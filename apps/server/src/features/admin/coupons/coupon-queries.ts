import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { coupon, couponUse } from "#server/db/schema";

export type CouponRow = typeof coupon.$inferSelect;

/** Every coupon (or the one with `code`), newest first. */
export async function listCouponRows(db: Db, code?: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupon)
    .where(code === undefined ? undefined : eq(coupon.code, code))
    .orderBy(desc(coupon.createdAt), asc(coupon.code));
}

/**
 * Who paid with each coupon (or the one with `code`), oldest use first. An open checkout's
 * reservation is not a use yet (spec usedBy).
 */
export async function listCouponUses(db: Db, code?: string) {
  return db
    .select({ code: couponUse.code, email: couponUse.email, usedAt: couponUse.usedAt })
    .from(couponUse)
    .where(
      and(eq(couponUse.status, "used"), code === undefined ? undefined : eq(couponUse.code, code)),
    )
    .orderBy(asc(couponUse.usedAt));
}

/** Inserts a coupon; null when one with its code exists already. */
export async function insertCoupon(
  tx: Db,
  values: typeof coupon.$inferInsert,
): Promise<CouponRow | null> {
  const [row] = await tx.insert(coupon).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The coupon with `code`, locked for the transaction; null when there is none. */
export async function lockCoupon(tx: Db, code: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupon).where(eq(coupon.code, code)).for("update");
  return row ?? null;
}

/** Disables the coupon (since `disabledSince` when it already was, else now), or enables it. */
export async function setCouponDisabledAt(
  tx: Db,
  params: { code: string; disabled: boolean; disabledSince: Date | null },
): Promise<void> {
  await tx
    .update(coupon)
    .set({ disabledAt: params.disabled ? (params.disabledSince ?? sql`now()`) : null })
    .where(eq(coupon.code, params.code));
}
