import { formatPercent } from "@adviser-desk/format";
import type { Db } from "#server/db/database";
import {
  patchSubscription,
  readSubscriptionOfCompany,
  writeSubscription,
} from "#server/features/subscription";
import { enqueueAccountingContact } from "../accounting/enqueue-contact";
import {
  activateAgreement,
  findActiveAgreement,
  markAgreementCancelled,
  type PaymentRow,
} from "../agreement-queries";
import { addDays, addMonths, billingDayInstant } from "../billing-dates";
import type { BillingConfig } from "../billing-env";
import { markCheckoutFailed } from "../checkout/checkout-queries";
import { confirmCouponUse } from "../coupons/coupon-queries";
import { releaseCoupon, reserveCoupon } from "../coupons/coupon-reservation";
import { countAgreementInvoices } from "../invoices/invoice-queries";
import { issueInvoice } from "../invoices/issue-invoice";
import { randStringToCents } from "../payfast/rands";
import { seatPeriodStarted } from "../seats/seat-queries";
import { chargedTerms } from "./charged-terms";

export interface ApplyResult {
  outcome: "processed" | "ignored";
  reason: string;
  /** A first payment: the accounting outbox has a new contact to deliver. */
  firstPayment?: boolean;
}

/** Checkouts whose COMPLETE ITN is a first payment (an expired or superseded one paid late too). */
const FIRST_PAYMENT_STATUSES = new Set<PaymentRow["status"]>([
  "pending",
  "failed",
  "expired",
  "superseded",
]);

/**
 * Why a paid checkout may not become the company's agreement, or null. One agreement per
 * company: another active one wins. A coupon is applied only if the checkout still holds its
 * reservation, or can take it again now (an expired or superseded checkout paid late); a
 * discount it no longer holds is never granted.
 */
async function refuseFirstPayment(tx: Db, row: PaymentRow, now: Date): Promise<string | null> {
  const other = await findActiveAgreement(tx, { companyId: row.companyId, besides: row.id });
  if (other) return "the company already has an active agreement";
  if (!row.couponCode || (await confirmCouponUse(tx, row.id))) return null;
  const couponCode = row.couponCode;
  try {
    await tx.transaction((savepoint) =>
      reserveCoupon(savepoint, {
        code: couponCode,
        email: row.email,
        userId: row.userId,
        paymentId: row.id,
        now,
      }),
    );
  } catch {
    return `coupon ${couponCode} is no longer held by this ${row.status} checkout`;
  }
  await confirmCouponUse(tx, row.id);
  return null;
}

/** A verified COMPLETE: activates (first charge) or renews the subscription, with an invoice. */
export async function applyComplete(
  tx: Db,
  row: PaymentRow,
  fields: Readonly<Record<string, string>>,
  context: { now: Date; billing: BillingConfig },
): Promise<ApplyResult> {
  const { now, billing } = context;
  const first = FIRST_PAYMENT_STATUSES.has(row.status);
  if (!first && row.status !== "active") {
    return { outcome: "ignored", reason: `payment is ${row.status}` };
  }
  if (first) {
    const refused = await refuseFirstPayment(tx, row, now);
    if (refused) {
      return {
        outcome: "ignored",
        reason: `${refused}; cancel agreement ${fields.token ?? ""} at PayFast and refund R ${fields.amount_gross ?? ""}`,
      };
    }
    await activateAgreement(tx, { id: row.id, token: fields.token || null, now });
  }
  // Each debit starts a seat period with the members there are: PayFast's agreement follows a
  // member who joined or left between checkout and payment, or left during the period just paid.
  const amountCents = randStringToCents(fields.amount_gross ?? "");
  const paid = chargedTerms(row, amountCents, now);
  await seatPeriodStarted(tx, { companyId: row.companyId, paidSeats: paid.seats });
  const chargeNumber = (await countAgreementInvoices(tx, row.id)) + 1;
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
    totalCents: amountCents ?? 0,
    seats: paid.seats,
    seatPriceCents: paid.seatPriceCents,
    issuedAt: now,
    periodStart: now,
    periodEnd: nextPaymentAt,
    description:
      row.couponCode && (first || row.recurringAmountCents < row.planAmountCents)
        ? `${billing.itemName} (coupon ${row.couponCode}, ${formatPercent(Number(row.discountPercent))} off)`
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
    await markCheckoutFailed(tx, row.id);
    await releaseCoupon(tx, [row.id]);
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
    await markAgreementCancelled(tx, { id: row.id, now });
    await releaseCoupon(tx, [row.id]);
    return { outcome: "processed", reason: "checkout cancelled" };
  }
  if (row.status !== "active") return { outcome: "ignored", reason: `payment is ${row.status}` };
  await markAgreementCancelled(tx, { id: row.id, now });
  const current = await readSubscriptionOfCompany(tx, row.companyId);
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
