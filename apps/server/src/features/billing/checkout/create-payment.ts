import { randomUUID } from "node:crypto";
import type { PaymentFormResponse } from "@adviser-desk/contracts";
import { and, eq } from "drizzle-orm";
import { company, payment } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { sastDate } from "../billing-dates";
import type { BillingDeps } from "../billing-deps";
import { findUsableCoupon } from "../coupons/find-usable-coupon";
import {
  type CheckoutFields,
  checkoutSignature,
  orderedCheckoutPairs,
} from "../payfast/form-signature";
import { centsToRandString } from "../payfast/rands";
import { readPlanAmountCents } from "../plan-amount";
import { priceQuote } from "../price-quote";

const ITN_PATH = "/api/v1/billing/payfast/itn";

/**
 * Starts a PayFast monthly subscription: fixes the price on the server (plan amount and coupon),
 * records a pending payment under a new m_payment_id, and signs the form the browser posts.
 */
export async function createPayment(
  deps: BillingDeps,
  options: { companyId: string; userId: string; email: string; couponCode?: string; now: Date },
): Promise<PaymentFormResponse> {
  const { db, config } = deps;
  const billing = config.billing;
  const [active] = await db
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.companyId, options.companyId), eq(payment.status, "active")));
  if (active) {
    throw new AppError(
      409,
      "billing/already-subscribed",
      "You already have a PayFast subscription; cancel it before starting another.",
    );
  }
  const coupon = options.couponCode
    ? await findUsableCoupon(db, {
        code: options.couponCode,
        email: options.email,
        now: options.now,
      })
    : null;
  const quote = priceQuote(await readPlanAmountCents(db), coupon);
  const [owner] = await db
    .select({ firstName: company.contactFirstName, lastName: company.contactLastName })
    .from(company)
    .where(eq(company.id, options.companyId));
  const mPaymentId = randomUUID();
  const billingDate = sastDate(options.now);
  await db.insert(payment).values({
    mPaymentId,
    companyId: options.companyId,
    userId: options.userId,
    email: options.email.toLowerCase(),
    couponCode: quote.couponCode,
    discountPercent: String(quote.discountPercent),
    planAmountCents: quote.planAmountCents,
    firstAmountCents: quote.firstAmountCents,
    recurringAmountCents: quote.recurringAmountCents,
    billingDate,
  });
  const publicUrl = config.publicUrl;
  const fields: CheckoutFields = {
    merchant_id: billing.merchantId,
    merchant_key: billing.merchantKey,
    return_url: `${publicUrl}/payment-complete?m=${mPaymentId}`,
    cancel_url: `${publicUrl}/payment-cancel`,
    notify_url: `${publicUrl}${ITN_PATH}`,
    name_first: owner?.firstName.slice(0, 100) ?? "",
    name_last: owner?.lastName.slice(0, 100) ?? "",
    email_address: options.email.slice(0, 100),
    m_payment_id: mPaymentId,
    amount: centsToRandString(quote.firstAmountCents),
    item_name: billing.itemName,
    item_description: quote.couponCode
      ? `Coupon ${quote.couponCode}: ${quote.discountPercent}% off ${
          quote.appliesTo === "every-payment" ? "every payment" : "the first payment"
        }`
      : "",
    subscription_type: "1",
    billing_date: billingDate,
    recurring_amount: centsToRandString(quote.recurringAmountCents),
    frequency: "3",
    cycles: "0",
  };
  return {
    action: deps.endpoints.process,
    fields: [
      ...orderedCheckoutPairs(fields),
      ["signature", checkoutSignature(fields, billing.passphrase)],
    ],
    mPaymentId,
    quote,
  };
}
