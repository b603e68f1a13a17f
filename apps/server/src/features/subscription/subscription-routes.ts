import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import type { SubscriptionRow } from "#server/tenancy/caller-state";
import { startFreeTrial } from "./start-free-trial";
import { isTrialAvailable } from "./subscription-queries";

function subscriptionJson(row: SubscriptionRow | null) {
  return row
    ? {
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        currentPeriodStart: row.currentPeriodStart.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
        nextPaymentAt: row.nextPaymentAt?.toISOString() ?? null,
        amountCents: row.amountCents,
      }
    : null;
}

export function registerSubscriptionRoutes(app: FastifyInstance, db: Db, config: ServerConfig) {
  defineRoute(app, endpoints.getSubscription, {
    handler: async ({ caller: { company: own } }) => ({
      subscription: subscriptionJson(own.subscription),
      trialAvailable: await isTrialAvailable(db, own),
      freeTrialDays: config.freeTrialDays,
    }),
  });

  defineRoute(app, endpoints.startFreeTrial, {
    handler: async ({ caller: { user, company: own } }) => {
      const row = await startFreeTrial(db, {
        scope: own,
        days: config.freeTrialDays,
        now: new Date(),
      });
      await app.callerState.changed(user.id);
      return {
        subscription: subscriptionJson(row),
        trialAvailable: false,
        freeTrialDays: config.freeTrialDays,
      };
    },
  });
}
