import {
  applyCouponInputSchema,
  billingStateResponseSchema,
  cardUpdateResponseSchema,
  createPaymentInputSchema,
  paymentFormResponseSchema,
  priceQuoteSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppConfig } from "../../config/env";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import { AppError } from "../../http/app-error";
import type { ObservedPdfRenderer } from "../../metrics/observed-pdf-renderer";
import { findOwnCompanyOf } from "../../tenancy/caller";
import { startOutboxWorker } from "./accounting/outbox-worker";
import { deliverDueAgreementCancels } from "./agreement-cancel/deliver-agreement-cancels";
import type { BillingDeps } from "./billing-deps";
import { billingNotAuth, couponIncorrect } from "./billing-errors";
import { createPayment } from "./checkout/create-payment";
import { findUsableCoupon } from "./coupons/find-usable-coupon";
import { registerInvoiceRoutes } from "./invoices/invoice-routes";
import { handleItn } from "./itn/handle-itn";
import { requireActiveAgreement } from "./manage/active-agreement";
import { billingState } from "./manage/billing-state";
import { cancelSubscription } from "./manage/cancel-subscription";
import { updatePlanAmount } from "./manage/update-plan-amount";
import { payfastEndpoints } from "./payfast/payfast-endpoints";
import { fetchPayfastHttp } from "./payfast/payfast-http";
import { createSubscriptionsApi } from "./payfast/subscriptions-api";
import { registerPayfastSimulator } from "./payfast-simulator/register-simulator";
import { simulatorDeliverItn, simulatorHttp } from "./payfast-simulator/simulator-http";
import { readPlanAmountCents } from "./plan-amount";
import { startPollingWorker } from "./polling-worker";
import { priceQuote } from "./price-quote";
import { seatsTotalCents } from "./seats/seat-amount";
import { startSeatChangeWorker } from "./seats/seat-change-worker";
import { countSeats } from "./seats/seat-count";

const common = { tags: ["billing"] } as const;

/** Spec §8: any bad coupon body reads "Coupon incorrect", like an unknown code. */
const parseCouponBody = (schema: z.ZodType, raw: unknown) => {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw couponIncorrect();
  return parsed.data;
};

/** /api/v1/billing: price and coupon, PayFast checkout and ITN, manage, invoices. */
export async function registerBillingRoutes(
  app: FastifyInstance,
  db: Db,
  config: AppConfig,
  pdf: ObservedPdfRenderer,
) {
  const billing = config.billing;
  const endpoints = payfastEndpoints(billing.mode, config.publicUrl);
  const http =
    billing.mode === "simulator" ? simulatorHttp(app, config.publicUrl) : fetchPayfastHttp;
  const outbox = billing.accounting
    ? startOutboxWorker({ db, receiver: billing.accounting, log: app.log })
    : null;
  if (outbox) app.addHook("onClose", async () => outbox.stop());
  const apiOptions = {
    baseUrl: endpoints.api,
    testing: endpoints.apiTesting,
    merchantId: billing.merchantId,
    passphrase: billing.passphrase,
    http,
    timeoutMs: billing.timeoutMs,
  };
  // One attempt per run: the stored row is the retry, with a back-off that survives a restart.
  const oneAttemptApi = createSubscriptionsApi({ ...apiOptions, attempts: 1 });
  const agreementCancels = startPollingWorker({
    name: "PayFast agreement cancels",
    log: app.log,
    work: () => deliverDueAgreementCancels(db, { api: oneAttemptApi, now: new Date() }),
  });
  app.addHook("onClose", async () => agreementCancels.stop());
  const seatChanges = startSeatChangeWorker({
    db,
    api: oneAttemptApi,
    log: app.log,
    callerChanged: (userId) => app.callerState.changed(userId),
  });
  app.addHook("onClose", async () => seatChanges.stop());
  app.decorate("seatChanges", { kick: seatChanges.kick });
  const deps: BillingDeps = {
    db,
    config,
    endpoints,
    http,
    api: createSubscriptionsApi(apiOptions),
    log: app.log,
    callerChanged: (userId) => app.callerState.changed(userId),
    kickOutbox: () => outbox?.kick(),
    kickAgreementCancels: agreementCancels.kick,
  };
  if (billing.mode === "simulator") {
    await registerPayfastSimulator(app, {
      billing,
      publicUrl: config.publicUrl,
      deliverItn: simulatorDeliverItn(app, config.publicUrl),
    });
  }

  defineRoute(app, "billing", {
    ...common,
    access: "company",
    method: "GET",
    url: "/api/v1/billing",
    operationId: "getBilling",
    needs: "billing.manage",
    summary: "The plan price, the PayFast subscription and the company's invoices",
    success: { status: 200, description: "Billing state.", schema: billingStateResponseSchema },
    handler: async ({ caller }) => billingState(deps, caller.company.id),
  });

  defineRoute(app, "billing", {
    ...common,
    access: "user",
    method: "POST",
    url: "/api/v1/billing/coupon",
    operationId: "applyCoupon",
    summary:
      "Check a coupon for the caller's e-mail and quote the price with it (spec applyCoupon)",
    description:
      'Unauthenticated: 401 "Not Auth". Unknown, disabled, expired or used: 400 "Coupon incorrect".',
    body: applyCouponInputSchema,
    parseBody: parseCouponBody,
    success: { status: 200, description: "The price with the coupon.", schema: priceQuoteSchema },
    problems: { 400: { description: '`billing/coupon-incorrect` ("Coupon incorrect").' } },
    signedOut: billingNotAuth,
    handler: async ({ caller, request, body }) => {
      const own = await findOwnCompanyOf(request, caller.user);
      const coupon = await findUsableCoupon(db, {
        code: body.code,
        email: caller.user.email,
        companyId: own?.id ?? null,
        now: new Date(),
      });
      const seats = own ? await countSeats(db, own.id) : 1;
      return priceQuote(seatsTotalCents(await readPlanAmountCents(db), seats), coupon);
    },
  });

  defineRoute(app, "billing", {
    ...common,
    access: "company",
    method: "POST",
    url: "/api/v1/billing/payfast/payment",
    operationId: "createPayfastPayment",
    needs: "billing.manage",
    summary: "Start a monthly PayFast subscription: the signed form to post (spec paymentUrl)",
    body: createPaymentInputSchema,
    parseBody: (schema, raw) => {
      const parsed = schema.safeParse(raw ?? {});
      if (!parsed.success) throw couponIncorrect();
      return parsed.data;
    },
    success: {
      status: 201,
      description: "Where to post, and the fields.",
      schema: paymentFormResponseSchema,
    },
    problems: {
      400: { description: '`billing/coupon-incorrect` ("Coupon incorrect").' },
      409: {
        description:
          "`billing/already-subscribed` or `billing/paid-through` (cancelled, still paid).",
      },
    },
    handler: async ({ caller: { user, company }, body }) =>
      createPayment(deps, {
        companyId: company.id,
        userId: user.id,
        email: user.email,
        ...(body.couponCode ? { couponCode: body.couponCode } : {}),
        now: new Date(),
      }),
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, body),
    );
    defineRoute(scope, "billing", {
      ...common,
      access: "public",
      method: "POST",
      url: "/api/v1/billing/payfast/itn",
      operationId: "payfastItn",
      summary: "PayFast's Instant Transaction Notification (form post from PayFast only)",
      bodyMediaType: "application/x-www-form-urlencoded",
      success: { status: 200, description: "Received (processed, duplicate or ignored)." },
      problems: { 400: { description: "Rejected: signature, source, amount or merchant." } },
      handler: async ({ request, reply }) => {
        const rawBody = typeof request.body === "string" ? request.body : "";
        const result = await handleItn(deps, { rawBody, remoteIp: request.ip, now: new Date() });
        // A failed confirmation may be PayFast's own hiccup: a non-200 makes PayFast retry.
        if (result.outcome === "rejected") {
          reply.status(result.reason === "not-confirmed" ? 503 : 400);
          return reply.type("text/plain").send(result.reason);
        }
        return reply.type("text/plain").send("OK");
      },
    });
  });

  defineRoute(app, "billing", {
    ...common,
    access: "company",
    method: "POST",
    url: "/api/v1/billing/subscription/cancel",
    operationId: "cancelSubscription",
    needs: "billing.manage",
    summary: "Cancel the PayFast subscription; access lasts to the end of the paid period",
    description: 'Unauthenticated: 401 "Not Auth". PayFast unreachable: 503, nothing changed.',
    success: { status: 204, description: "Cancelled." },
    problems: { 409: { description: "`billing/no-subscription`." } },
    signedOut: billingNotAuth,
    handler: async ({ caller: { user, company } }) => {
      await cancelSubscription(deps, {
        companyId: company.id,
        ownerUserId: user.id,
        now: new Date(),
      });
    },
  });

  defineRoute(app, "billing", {
    ...common,
    access: "company",
    method: "POST",
    url: "/api/v1/billing/subscription/update",
    operationId: "updateSubscription",
    needs: "billing.manage",
    summary: "Move the PayFast subscription to the current plan price (spec updateSubscription)",
    description: 'Unauthenticated: 401 "Not Auth". PayFast unreachable: 503, nothing changed.',
    success: {
      status: 200,
      description: "The monthly amount now charged.",
      schema: z.object({ recurringAmountCents: z.number().int() }),
    },
    problems: { 409: { description: "`billing/no-subscription`." } },
    signedOut: billingNotAuth,
    handler: async ({ caller: { user, company } }) =>
      updatePlanAmount(deps, { companyId: company.id, ownerUserId: user.id }),
  });

  defineRoute(app, "billing", {
    ...common,
    access: "company",
    method: "GET",
    url: "/api/v1/billing/card-update",
    operationId: "getCardUpdateLink",
    needs: "billing.manage",
    summary: "PayFast's page for replacing the card of the subscription",
    success: { status: 200, description: "The link.", schema: cardUpdateResponseSchema },
    problems: {
      409: { description: "`billing/no-subscription` or `billing/card-update-unavailable`." },
    },
    handler: async ({ caller }) => {
      const agreement = await requireActiveAgreement(db, caller.company.id);
      if (!endpoints.cardUpdate) {
        throw new AppError(
          409,
          "billing/card-update-unavailable",
          "PayFast's sandbox has no card update page.",
        );
      }
      return { url: endpoints.cardUpdate(agreement.token, `${config.publicUrl}/subscriptions`) };
    },
  });

  registerInvoiceRoutes(app, db, pdf);
}
