import type { SubscriptionStateResponse } from "@adviser-desk/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../auth/session-guard";
import type { AppConfig } from "../../config/env";
import type { Db } from "../../db/database";
import { company, type subscription } from "../../db/schema";
import { requireOwnCompany } from "../../tenancy/caller-context";
import { startFreeTrial } from "./start-free-trial";

type SubscriptionRow = typeof subscription.$inferSelect;

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

export function registerSubscriptionRoutes(app: FastifyInstance, db: Db, config: AppConfig) {
  app.get("/api/v1/subscription", async (request): Promise<SubscriptionStateResponse> => {
    const own = await requireOwnCompany(request, db);
    const [row] = await db
      .select({ trialStartedAt: company.trialStartedAt })
      .from(company)
      .where(eq(company.id, own.id));
    return {
      subscription: subscriptionJson(own.subscription),
      trialAvailable: !row?.trialStartedAt,
      freeTrialDays: config.freeTrialDays,
    };
  });

  app.post("/api/v1/subscription/trial", async (request, reply) => {
    const own = await requireOwnCompany(request, db);
    const row = await startFreeTrial(db, {
      companyId: own.id,
      days: config.freeTrialDays,
      now: new Date(),
    });
    await app.callerState.changed(requireUser(request).id);
    return reply.status(201).send({
      subscription: subscriptionJson(row),
      trialAvailable: false,
      freeTrialDays: config.freeTrialDays,
    });
  });
}
