import {
  applyCouponInputSchema,
  billingStateResponseSchema,
  cardUpdateResponseSchema,
  createPaymentInputSchema,
  paymentFormResponseSchema,
  priceQuoteSchema,
  subscriptionUpdateResponseSchema,
} from "../billing";
import { idParamsSchema } from "../record-common";
import { subscriptionStateResponseSchema } from "../subscription";
import { endpointDetails } from "./endpoint";

const subscription = { area: "subscription", tags: ["subscription"] } as const;
const billing = { area: "billing", tags: ["billing"] } as const;
const notAuthOrUnreachable =
  'Unauthenticated: 401 "Not Auth". PayFast unreachable: 503, nothing changed.';
const couponIncorrect = { description: '`billing/coupon-incorrect` ("Coupon incorrect").' };
const noSubscription = { description: "`billing/no-subscription`." };

/** The subscription and its trial, billing through PayFast (checkout, notification, manage) and the invoices. */
export const billingEndpoints = endpointDetails({
  getSubscription: {
    ...subscription,
    summary: "The company's subscription state",
    response: { status: 200, description: "The state.", schema: subscriptionStateResponseSchema },
  },
  startFreeTrial: {
    ...subscription,
    summary: "Start the company's one free trial",
    response: { status: 201, description: "Started.", schema: subscriptionStateResponseSchema },
    problems: {
      409: { description: "`subscription/trial-already-used` or `subscription/already-active`." },
    },
  },
  getBilling: {
    ...billing,
    summary: "The plan price, the PayFast subscription and the company's invoices",
    response: { status: 200, description: "Billing state.", schema: billingStateResponseSchema },
  },
  applyCoupon: {
    ...billing,
    summary:
      "Check a coupon for the caller's e-mail and quote the price with it (spec applyCoupon)",
    description:
      'Unauthenticated: 401 "Not Auth". Unknown, disabled, expired or used: 400 "Coupon incorrect".',
    body: applyCouponInputSchema,
    response: { status: 200, description: "The price with the coupon.", schema: priceQuoteSchema },
    problems: { 400: couponIncorrect },
  },
  createPayfastPayment: {
    ...billing,
    summary: "Start a monthly PayFast subscription: the signed form to post (spec paymentUrl)",
    body: createPaymentInputSchema,
    response: {
      status: 201,
      description: "Where to post, and the fields.",
      schema: paymentFormResponseSchema,
    },
    problems: {
      400: couponIncorrect,
      409: {
        description:
          "`billing/already-subscribed` or `billing/paid-through` (cancelled, still paid).",
      },
    },
  },
  payfastItn: {
    ...billing,
    summary: "PayFast's Instant Transaction Notification (form post from PayFast only)",
    bodyMediaType: "application/x-www-form-urlencoded",
    response: {
      status: 200,
      description: "Received (processed, duplicate or ignored): the text OK.",
      mediaType: "text/plain",
    },
    problems: { 400: { description: "Rejected: signature, source, amount or merchant." } },
  },
  cancelSubscription: {
    ...billing,
    summary: "Cancel the PayFast subscription; access lasts to the end of the paid period",
    description: notAuthOrUnreachable,
    response: { status: 204, description: "Cancelled." },
    problems: { 409: noSubscription },
  },
  updateSubscription: {
    ...billing,
    summary: "Move the PayFast subscription to the current plan price (spec updateSubscription)",
    description: notAuthOrUnreachable,
    response: {
      status: 200,
      description: "The monthly amount now charged.",
      schema: subscriptionUpdateResponseSchema,
    },
    problems: { 409: noSubscription },
  },
  getCardUpdateLink: {
    ...billing,
    summary: "PayFast's page for replacing the card of the subscription",
    response: { status: 200, description: "The link.", schema: cardUpdateResponseSchema },
    problems: {
      409: { description: "`billing/no-subscription` or `billing/card-update-unavailable`." },
    },
  },
  getInvoicePdf: {
    ...billing,
    summary: "Download a tax invoice (PDF)",
    params: idParamsSchema,
    response: { status: 200, description: "The invoice.", mediaType: "application/pdf" },
    problems: {
      404: { description: "`billing/invoice-not-found`: unknown id, or another company's." },
    },
  },
});
