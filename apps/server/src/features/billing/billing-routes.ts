import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { ServerConfig } from "../../config/env";
import type { Db } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { defineRoute } from "../../http/api-route";
import type { ObservedPdfRenderer } from "../../metrics/observed-pdf-renderer";
import { findOwnCompanyOf } from "../../tenancy/caller";
import { startOutboxWorker } from "./accounting/outbox-worker";
import { deliverDueAgreementCancels } from "./agreement-cancel/deliver-agreement-cancels";
import type { BillingDeps } from "./billing-deps";
import type { BillingConfig } from "./billing-env";
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

/** Spec §8: any bad coupon body, applying or paying, reads "Coupon incorrect" like an unknown code. */
const parseCouponBody = (schema: z.ZodType, raw: unknown) => {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw couponIncorrect();
  return parsed.data;
};

/** /api/v1/billing: price and coupon, PayFast checkout and ITN, manage, invoices. */
export async function registerBillingRoutes(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig & { billing: BillingConfig },
  pdf: ObservedPdfRenderer,
) {
  const billing = config.billing;
  const payfast = payfastEndpoints(billing.mode, config.publicUrl);
  const http =
    billing.mode === "simulator" ? simulatorHttp(app, config.publicUrl) : fetchPayfastHttp;
  const outbox = billing.accounting
    ? startOutboxWorker({ db, receiver: billing.accounting, log: app.log })
    : null;
  if (outbox) app.addHook("onClose", async () => outbox.stop());
  const apiOptions = {
    baseUrl: payfast.api,
    testing: payfast.apiTesting,
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
    endpoints: payfast,
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

  defineRoute(app, endpoints.getBilling, {
    handler: async ({ caller }) => billingState(deps, caller.company.id),
  });

  defineRoute(app, endpoints.applyCoupon, {
    parseBody: parseCouponBody,
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

  defineRoute(app, endpoints.createPayfastPayment, {
    parseBody: parseCouponBody,
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
    defineRoute(scope, endpoints.payfastItn, {
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

  defineRoute(app, endpoints.cancelSubscription, {
    signedOut: billingNotAuth,
    handler: async ({ caller: { user, company } }) => {
      await cancelSubscription(deps, {
        companyId: company.id,
        ownerUserId: user.id,
        now: new Date(),
      });
    },
  });

  defineRoute(app, endpoints.updateSubscription, {
    signedOut: billingNotAuth,
    handler: async ({ caller: { user, company } }) =>
      updatePlanAmount(deps, { companyId: company.id, ownerUserId: user.id }),
  });

  defineRoute(app, endpoints.getCardUpdateLink, {
    handler: async ({ caller }) => {
      const agreement = await requireActiveAgreement(db, caller.company.id);
      if (!payfast.cardUpdate) {
        throw new AppError(
          409,
          "billing/card-update-unavailable",
          "PayFast's sandbox has no card update page.",
        );
      }
      return { url: payfast.cardUpdate(agreement.token, `${config.publicUrl}/subscriptions`) };
    },
  });

  registerInvoiceRoutes(app, db, pdf);
}
