import { z } from "zod";

/** Spec §8: the messages the coupon, cancel and update endpoints answer with. */
export const BILLING_MESSAGES = {
  notAuth: "Not Auth",
  couponIncorrect: "Coupon incorrect",
} as const;

export const couponCodeSchema = z
  .string({ error: "Enter a coupon code" })
  .trim()
  .min(1, { error: "Enter a coupon code" })
  .max(64, { error: "A coupon code has at most 64 characters" });

export const applyCouponInputSchema = z.object({ code: couponCodeSchema });

export const couponAppliesToSchema = z.enum(["first-payment", "every-payment"]);

/** The price the buyer will pay, computed on the server (spec §9), in cents. */
export const priceQuoteSchema = z.object({
  /** The monthly price before the coupon: the company's seats × the plan price per seat. */
  planAmountCents: z.number().int().nonnegative(),
  couponCode: z.string().nullable(),
  discountPercent: z.number().min(0).max(100),
  appliesTo: couponAppliesToSchema.nullable(),
  /** Charged now. */
  firstAmountCents: z.number().int().nonnegative(),
  /** Charged every month after the first. */
  recurringAmountCents: z.number().int().nonnegative(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const createPaymentInputSchema = z.object({
  couponCode: couponCodeSchema.optional(),
});

/** Where the browser posts, and the signed fields in the order they must be posted. */
export const paymentFormResponseSchema = z.object({
  action: z.url(),
  /** Empty when nothing is due at PayFast (a free first month was granted): go to `action`. */
  fields: z.array(z.tuple([z.string(), z.string()])),
  mPaymentId: z.string(),
  quote: priceQuoteSchema,
});
export type PaymentFormResponse = z.infer<typeof paymentFormResponseSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.number().int().positive(),
  /** "INV-000042". */
  label: z.string(),
  issuedAt: z.string(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  description: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A checkout's states: the API's schema and the payment table's column both take this list. */
export const CHECKOUT_STATUSES = [
  "pending",
  "active",
  "failed",
  "cancelled",
  "replaced",
  "expired",
  "superseded",
  "granted",
] as const;
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);

export const billingStateResponseSchema = z.object({
  /** The monthly price per seat before any coupon (site config, 999.99 when none is configured). */
  planAmountCents: z.number().int().nonnegative(),
  /** The company's seats now: its members, the owner included (pending invitations are not). */
  seats: z.number().int().positive(),
  /**
   * The seats the next debit covers: the most members the practice had at once since the last
   * debit, never fewer than `seats` (a member who joins and leaves between debits is paid for).
   */
  billedSeats: z.number().int().positive(),
  /**
   * Members whose account an administrator disabled (or deleted, until the purge): they cannot
   * sign in but stay members, so they are still billed until the owner removes them.
   */
  disabledMembers: z.number().int().nonnegative(),
  /** What a new subscription would cost a month before any coupon: seats × planAmountCents. */
  monthlyAmountCents: z.number().int().nonnegative(),
  /** The current PayFast subscription, if one was ever started. */
  agreement: z
    .object({
      mPaymentId: z.string(),
      status: checkoutStatusSchema,
      recurringAmountCents: z.number().int(),
      /** The plan price per seat when it was signed up for (or last updated). */
      planAmountCents: z.number().int(),
      /** The seats the recurring amount pays for (PayFast follows member changes shortly). */
      seats: z.number().int().positive(),
      couponCode: z.string().nullable(),
      cancellable: z.boolean(),
      cardUpdateAvailable: z.boolean(),
    })
    .nullable(),
  invoices: z.array(invoiceSummarySchema),
});
export type BillingStateResponse = z.infer<typeof billingStateResponseSchema>;

/** What the subscription is charged a month after it was moved to the current plan price. */
export const subscriptionUpdateResponseSchema = z.object({
  recurringAmountCents: z.number().int(),
});

export const cardUpdateResponseSchema = z.object({ url: z.url() });
