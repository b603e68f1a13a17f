import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { coupon, couponUse, invoice, payment, subscription } from "#server/db/schema";
import type { BillingDeps } from "#server/features/billing/billing-deps";
import { itnSignature } from "#server/features/billing/payfast/itn-signature";
import { payfastEndpoints } from "#server/features/billing/payfast/payfast-endpoints";
import type { TestApp } from "./test-app";

/**
 * Everything money can move: invoices, subscriptions (period end, status), agreements and coupon
 * uses. Two equal snapshots mean an ITN changed nothing that matters.
 */
export async function billingSnapshot(db: Db) {
  const [invoices, subscriptions, payments, uses, coupons] = await Promise.all([
    db
      .select({ number: invoice.number, total: invoice.totalCents, payment: invoice.paymentId })
      .from(invoice)
      .orderBy(asc(invoice.number)),
    db.select().from(subscription).orderBy(asc(subscription.companyId)),
    db
      .select({ id: payment.id, status: payment.status, token: payment.token })
      .from(payment)
      .orderBy(asc(payment.id)),
    db.select().from(couponUse).orderBy(asc(couponUse.code), asc(couponUse.email)),
    db.select().from(coupon).orderBy(asc(coupon.code)),
  ]);
  return { invoices, subscriptions, payments, uses, coupons };
}

export const agreementOf = async (db: Db, mPaymentId: string) =>
  (await db.select().from(payment).where(eq(payment.mPaymentId, mPaymentId)))[0];

/** A body PayFast's signature rules accept, signed with our passphrase. */
export const signedItnBody = (pairs: [string, string][], passphrase: string) =>
  new URLSearchParams([...pairs, ["signature", itnSignature(pairs, passphrase)]]).toString();

/**
 * Billing's services with a PayFast that confirms whatever it is sent: the checks after
 * PayFast's confirmation must hold on their own (a replayed, confirmed ITN; a leaked passphrase).
 */
export function confirmingDeps(t: TestApp): BillingDeps {
  return {
    db: t.database.db,
    config: t.config,
    endpoints: payfastEndpoints(t.config.billing.mode, t.config.publicUrl),
    http: async () => ({ status: 200, text: "VALID" }),
    api: {} as BillingDeps["api"],
    log: t.app.log,
    callerChanged: async () => {},
    kickOutbox: () => {},
    kickAgreementCancels: () => {},
  };
}
