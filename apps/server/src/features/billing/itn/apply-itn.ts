import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { couponUse, invoice, payment } from "../../../db/schema";
import { enqueueAccountingContact } from "../accounting/enqueue-contact";
import { addDays, addMonths, billingDayInstant } from "../billing-dates";
import type { BillingConfig } from "../billing-env";
import { issueInvoice } from "../invoices/issue-invoice";
import { randStringToCents } from "../payfast/rands";
import { patchSubscription, readSubscription, writeSubscription } from "./subscription-writes";

export type PaymentRow = typeof payment.$inferSelect;

export interface ApplyResult {
  outcome: "processed" | "ignored";
  reason: string;
  /** A first payment: the accounting outbox has a new contact to deliver. */
  firstPayment?: boolean;
}

/** A verified COMPLETE: activates (first charge) or renews the subscription, with an invoice. */
export async function applyComplete(
  tx: Db,
  row: PaymentRow,
  fields: Readonly<Record<string, string>>,
  context: { now: Date; billing: BillingConfig },
): Promise<ApplyResult> {
  const { now, billing } = context;
  const first = row.status === "pending" || row.status === "failed";
  if (!first && row.status !== "active") {
    return { outcome: "ignored", reason: `payment is ${row.status}` };
  }
  if (first) {
    // Another agreement of the company (e.g. an abandoned earlier attempt paid late) gives way.
    await tx
      .update(payment)
      .set({ status: "replaced" })
      .where(
        and(
          eq(payment.companyId, row.companyId),
          eq(payment.status, "active"),
          ne(payment.id, row.id),
        ),
      );
    await tx
      .update(payment)
      .set({ status: "active", token: fields.token || null, activatedAt: now })
      .where(eq(payment.id, row.id));
    if (row.couponCode) {
      await tx
        .insert(couponUse)
        .values({ code: row.couponCode, email: row.email, userId: row.userId })
        .onConflictDoNothing();
    }
  }
  const [charged] = await tx
    .select({ n: count() })
    .from(invoice)
    .where(eq(invoice.paymentId, row.id));
  const chargeNumber = (charged?.n ?? 0) + 1;
  const nextPaymentAt = billingDayInstant(addMonths(row.billingDate, chargeNumber));
  // Access runs to the next charge plus the grace days, so a renewal ITN arriving late (or a
  // failed charge) never cuts a paying customer off on the billing date itself.
  const periodEnd = addDays(nextPaymentAt, billing.graceDays);
  await writeSubscription(
    tx,
    row.companyId,
    {
      status: "active",
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      nextPaymentAt,
      amountCents: row.recurringAmountCents,
    },
    !first,
  );
  await issueInvoice(tx, {
    companyId: row.companyId,
    paymentId: row.id,
    pfPaymentId: fields.pf_payment_id ?? "",
    totalCents: randStringToCents(fields.amount_gross ?? "") ?? 0,
    issuedAt: now,
    periodStart: now,
    periodEnd: nextPaymentAt,
    description:
      row.couponCode && (first || row.recurringAmountCents < row.planAmountCents)
        ? `${billing.itemName} (coupon ${row.couponCode}, ${Number(row.discountPercent)}% off)`
        : billing.itemName,
    seller: billing.seller,
  });
  if (first) await enqueueAccountingContact(tx, row.companyId);
  return {
    outcome: "processed",
    reason: first ? "subscription activated" : "subscription renewed",
    firstPayment: first,
  };
}

/** A verified FAILED: a failed renewal leaves access for the grace days; a failed first try just fails. */
export async function applyFailed(
  tx: Db,
  row: PaymentRow,
  context: { now: Date; billing: BillingConfig },
): Promise<ApplyResult> {
  if (row.status === "pending") {
    await tx.update(payment).set({ status: "failed" }).where(eq(payment.id, row.id));
    return { outcome: "processed", reason: "first payment failed" };
  }
  if (row.status !== "active") return { outcome: "ignored", reason: `payment is ${row.status}` };
  await patchSubscription(tx, row.companyId, {
    status: "past_due",
    currentPeriodEnd: addDays(context.now, context.billing.graceDays),
  });
  return { outcome: "processed", reason: "renewal failed: past due" };
}

/**
 * The subscription is cancelled (by PayFast's ITN, or after our API call): no more charges;
 * access lasts to the end of the paid period (a past-due subscription has none left).
 */
export async function cancelLocally(tx: Db, row: PaymentRow, now: Date): Promise<ApplyResult> {
  if (row.status === "pending") {
    await tx
      .update(payment)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(payment.id, row.id));
    return { outcome: "processed", reason: "checkout cancelled" };
  }
  if (row.status !== "active") return { outcome: "ignored", reason: `payment is ${row.status}` };
  await tx
    .update(payment)
    .set({ status: "cancelled", cancelledAt: now })
    .where(eq(payment.id, row.id));
  const current = await readSubscription(tx, row.companyId);
  if (current) {
    const paidThrough =
      current.status === "past_due" ? now : (current.nextPaymentAt ?? current.currentPeriodEnd);
    await patchSubscription(tx, row.companyId, {
      status: "cancelled",
      nextPaymentAt: null,
      currentPeriodEnd:
        paidThrough < current.currentPeriodEnd ? paidThrough : current.currentPeriodEnd,
    });
  }
  return { outcome: "processed", reason: "subscription cancelled" };
}
