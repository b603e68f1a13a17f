import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { payment } from "#server/db/schema";

/** A checkout and, once paid, the PayFast agreement it became: one `payment` row. */
export type PaymentRow = typeof payment.$inferSelect;

/** The company's active agreement (other than `besides`, when given), or null. */
export async function findActiveAgreement(
  db: Db,
  params: { companyId: string; besides?: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.companyId, params.companyId),
        eq(payment.status, "active"),
        params.besides === undefined ? undefined : ne(payment.id, params.besides),
      ),
    );
  return row ?? null;
}

/** Whether one of our active agreements runs on this token: such a token is never cancelled here. */
export async function isActiveAgreementToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.token, token), eq(payment.status, "active")))
    .limit(1);
  return row !== undefined;
}

/**
 * The agreement /subscriptions shows: the active one whenever there is one (a newer unpaid
 * checkout must not hide it), else the company's latest checkout, or null.
 */
export async function currentAgreement(db: Db, companyId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payment)
    .where(eq(payment.companyId, companyId))
    .orderBy(sql`${payment.status} = 'active' DESC`, desc(payment.createdAt))
    .limit(1);
  return row ?? null;
}

/** The checkout or agreement an ITN names by its m_payment_id, or null. */
export async function findAgreementByMPaymentId(
  db: Db,
  mPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.mPaymentId, mPaymentId));
  return row ?? null;
}

/** The same, locked for the caller's transaction: the row lock orders concurrent ITNs. */
export async function lockAgreementByMPaymentId(
  db: Db,
  mPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payment)
    .where(eq(payment.mPaymentId, mPaymentId))
    .for("update");
  return row ?? null;
}

/** The agreement with this id, locked for the caller's transaction, or null. */
export async function lockAgreement(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payment).where(eq(payment.id, id)).for("update");
  return row ?? null;
}

/** A paid checkout becomes the company's agreement, on PayFast's token. */
export async function activateAgreement(
  db: Db,
  params: { id: string; token: string | null; now: Date },
): Promise<void> {
  await db
    .update(payment)
    .set({ status: "active", token: params.token, activatedAt: params.now })
    .where(eq(payment.id, params.id));
}

/** The checkout or agreement is cancelled as of `now`. */
export async function markAgreementCancelled(
  db: Db,
  params: { id: string; now: Date },
): Promise<void> {
  await db
    .update(payment)
    .set({ status: "cancelled", cancelledAt: params.now })
    .where(eq(payment.id, params.id));
}

/**
 * PayFast confirmed a new amount for the agreement (a seat change or a new plan price): its seats,
 * price and amount follow, and what it charged before is kept with the time of the change (a
 * debit PayFast started before the change still carries the old amount). Only while the
 * agreement is active (on `token`, when given). Whether it was.
 */
export async function changeAgreementAmount(
  db: Db,
  params: {
    id: string;
    token?: string;
    planAmountCents: number;
    seats: number;
    recurringAmountCents: number;
    now: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(payment)
    .set({
      previousSeats: sql`${payment.seats}`,
      previousPlanAmountCents: sql`${payment.planAmountCents}`,
      previousRecurringAmountCents: sql`${payment.recurringAmountCents}`,
      amountChangedAt: params.now,
      planAmountCents: params.planAmountCents,
      seats: params.seats,
      recurringAmountCents: params.recurringAmountCents,
    })
    .where(
      and(
        eq(payment.id, params.id),
        eq(payment.status, "active"),
        params.token === undefined ? undefined : eq(payment.token, params.token),
      ),
    )
    .returning({ id: payment.id });
  return updated.length > 0;
}
