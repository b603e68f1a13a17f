import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
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
import { readPlanAmountCents } from "./plan-amount";
import { priceQuote } from "./price-quote";
import { seatsTotalCents } from "./seats/seat-amount";
import { countSeats } from "./seats/seat-count";

/** Spec §8: any bad coupon body, applying or paying, reads "Coupon incorrect" like an unknown code. */
const parseCouponBody = (schema: z.ZodType, raw: unknown) => {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw couponIncorrect();
  return parsed.data;
};

/**
 * /api/v1/billing: price and coupon, PayFast checkout and ITN, manage, invoices. The PayFast
 * client, workers and simulator these use are built by billing-plugin.ts.
 */
export async function registerBillingRoutes(
  app: FastifyInstance,
  deps: BillingDeps,
  pdf: ObservedPdfRenderer,
) {
  const { db, config, endpoints: payfast } = deps;

  defineRoute(app, endpoints.getBilling, {
    handler: async ({ caller }) => billingState(deps, caller.company),
  });

  defineRoute(app, endpoints.applyCoupon, {
    parseBody: parseCouponBody,
    signedOut: billingNotAuth,
    company: "optional",
    handler: async ({ caller: { user, company: own }, body }) => {
      const coupon = await findUsableCoupon(db, {
        code: body.code,
        email: user.email,
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
        scope: company,
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
    handler: async ({ caller: { company } }) => {
      await cancelSubscription(deps, { scope: company, now: new Date() });
    },
  });

  defineRoute(app, endpoints.updateSubscription, {
    signedOut: billingNotAuth,
    handler: async ({ caller: { company } }) => updatePlanAmount(deps, company),
  });

  defineRoute(app, endpoints.getCardUpdateLink, {
    handler: async ({ caller }) => {
      const agreement = await requireActiveAgreement(db, caller.company);
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
