import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { payment } from "#server/db/schema";

/** Stores a new checkout (pending); its id, or null. */
export async function insertCheckout(
  db: Db,
  values: typeof payment.$inferInsert,
): Promise<{ id: string } | null> {
  const [row] = await db.insert(payment).values(values).returning({ id: payment.id });
  return row ?? null;
}

/** The price the checkout's form carries, with the coupon it holds. */
export async function setCheckoutPrice(
  db: Db,
  params: {
    id: string;
    couponCode: string | null;
    discountPercent: string;
    firstAmountCents: number;
    recurringAmountCents: number;
  },
): Promise<void> {
  await db
    .update(payment)
    .set({
      couponCode: params.couponCode,
      discountPercent: params.discountPercent,
      firstAmountCents: params.firstAmountCents,
      recurringAmountCents: params.recurringAmountCents,
    })
    .where(eq(payment.id, params.id));
}

/** A checkout with nothing to pay now is granted, never sent to PayFast. */
export async function markCheckoutGranted(
  db: Db,
  params: { id: string; now: Date },
): Promise<void> {
  await db
    .update(payment)
    .set({ status: "granted", activatedAt: params.now })
    .where(eq(payment.id, params.id));
}

/** PayFast could not take the checkout's first payment. */
export async function markCheckoutFailed(db: Db, id: string): Promise<void> {
  await db.update(payment).set({ status: "failed" }).where(eq(payment.id, id));
}

/** Unpaid checkouts whose hour has passed become expired; their ids. */
export async function markStaleCheckoutsExpired(db: Db, now: Date): Promise<string[]> {
  const expired = await db
    .update(payment)
    .set({ status: "expired" })
    .where(and(inArray(payment.status, ["pending", "failed"]), lte(payment.expiresAt, now)))
    .returning({ id: payment.id });
  return expired.map((r) => r.id);
}

/** The company's unpaid checkouts become superseded; their ids. */
export async function markOpenCheckoutsSuperseded(db: Db, companyId: string): Promise<string[]> {
  const superseded = await db
    .update(payment)
    .set({ status: "superseded" })
    .where(and(eq(payment.companyId, companyId), inArray(payment.status, ["pending", "failed"])))
    .returning({ id: payment.id });
  return superseded.map((r) => r.id);
}
