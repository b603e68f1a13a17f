import { randomUUID } from "node:crypto";
import type { PaymentFormResponse } from "@adviser-desk/contracts";
import { AppError } from "#server/errors/app-error";
import { readSubscription } from "#server/features/subscription";
import type { CompanyScope } from "#server/tenancy/caller";
import { findActiveAgreement } from "../agreement-queries";
import { longSastDate, sastDate } from "../billing-dates";
import type { BillingDeps } from "../billing-deps";
import {
  CHECKOUT_LIFETIME_MS,
  expireStaleCheckouts,
  reserveCoupon,
  supersedeOpenCheckouts,
} from "../coupons/coupon-reservation";
import { findCustomer } from "../customer-queries";
import {
  type CheckoutFields,
  checkoutSignature,
  orderedCheckoutPairs,
} from "../payfast/form-signature";
import { centsToRandString } from "../payfast/rands";
import { readPlanAmountCents } from "../plan-amount";
import { priceQuote } from "../price-quote";
import { seatsTotalCents } from "../seats/seat-amount";
import { countSeats } from "../seats/seat-count";
import { insertCheckout, setCheckoutPrice } from "./checkout-queries";
import { grantFreeFirstMonth } from "./grant-free-month";

const ITN_PATH = "/api/v1/billing/payfast/itn";

/**
 * Starts a PayFast monthly subscription: fixes the price on the server (plan amount and coupon),
 * records a pending payment under a new m_payment_id, and signs the form the browser posts.
 */
export async function createPayment(
  deps: BillingDeps,
  options: { scope: CompanyScope; userId: string; email: string; couponCode?: string; now: Date },
): Promise<PaymentFormResponse> {
  const { db, config } = deps;
  const billing = config.billing;
  if (await findActiveAgreement(db, { companyId: options.scope.id })) {
    throw new AppError(
      409,
      "billing/already-subscribed",
      "You already have a PayFast subscription; cancel it before starting another.",
    );
  }
  const current = await readSubscription(db, options.scope);
  const coveredWithoutDebit =
    current?.status === "cancelled" || (current?.status === "active" && !current.nextPaymentAt);
  if (current && coveredWithoutDebit && current.currentPeriodEnd > options.now) {
    // PayFast charges a new agreement's first amount at once: days already covered (a cancelled
    // paid month, a free first month) would be paid for twice.
    throw new AppError(
      409,
      "billing/paid-through",
      `Your subscription runs until ${longSastDate(current.currentPeriodEnd)}. You can subscribe again from that day, so you never pay twice for the same days.`,
    );
  }
  const planAmountCents = await readPlanAmountCents(db);
  // Seats are counted again if a member joins before the first ITN (the ITN queues the update).
  const seats = await countSeats(db, options.scope.id);
  const totalCents = seatsTotalCents(planAmountCents, seats);
  const owner = await findCustomer(db, options.scope.id);
  const mPaymentId = randomUUID();
  const billingDate = sastDate(options.now);
  const email = options.email.toLowerCase();
  // One transaction: the company's older unpaid checkouts give way (releasing their coupons),
  // the coupon use is reserved for this one, and the checkout is stored — or nothing is.
  const quote = await db.transaction(async (tx) => {
    await expireStaleCheckouts(tx, options.now);
    await supersedeOpenCheckouts(tx, options.scope.id);
    const row = await insertCheckout(tx, {
      mPaymentId,
      companyId: options.scope.id,
      userId: options.userId,
      email,
      planAmountCents,
      seats,
      firstAmountCents: totalCents,
      recurringAmountCents: totalCents,
      billingDate,
      expiresAt: new Date(options.now.getTime() + CHECKOUT_LIFETIME_MS),
    });
    if (!row) throw new Error("checkout not stored");
    const coupon = options.couponCode
      ? await reserveCoupon(tx, {
          code: options.couponCode,
          email,
          userId: options.userId,
          paymentId: row.id,
          now: options.now,
        })
      : null;
    const priced = priceQuote(totalCents, coupon);
    await setCheckoutPrice(tx, {
      id: row.id,
      couponCode: priced.couponCode,
      discountPercent: String(priced.discountPercent),
      firstAmountCents: priced.firstAmountCents,
      recurringAmountCents: priced.recurringAmountCents,
    });
    if (priced.firstAmountCents === 0) {
      await grantFreeFirstMonth(tx, {
        paymentId: row.id,
        companyId: options.scope.id,
        billingDate,
        now: options.now,
      });
    }
    return priced;
  });
  const publicUrl = config.publicUrl;
  if (quote.firstAmountCents === 0) {
    // PayFast never sees a R 0,00 charge: the month is ours to give (ADR 021).
    await deps.callerChanged(options.userId);
    return {
      action: `${publicUrl}/payment-complete?m=${mPaymentId}`,
      fields: [],
      mPaymentId,
      quote,
    };
  }
  const fields: CheckoutFields = {
    merchant_id: billing.merchantId,
    merchant_key: billing.merchantKey,
    return_url: `${publicUrl}/payment-complete?m=${mPaymentId}`,
    cancel_url: `${publicUrl}/payment-cancel`,
    notify_url: `${publicUrl}${ITN_PATH}`,
    name_first: owner?.contactFirstName.slice(0, 100) ?? "",
    name_last: owner?.contactLastName.slice(0, 100) ?? "",
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
