import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { readSiteConfig } from "./site-config-queries";
import { DEFAULT_SUBSCRIPTION_AMOUNT_CENTS } from "./site-config-service";

/** GET /api/v1/admin/config: the stored settings for the site-config screen (PUT: site-config-routes.ts). */
export function registerAdminSiteConfigRoutes(
  app: FastifyInstance,
  db: Db,
  /** The served web app's build id: the version when none is set. */
  buildId: string,
) {
  defineRoute(app, endpoints.getSiteConfig, {
    handler: async () => {
      const row = await readSiteConfig(db);
      return {
        version: row.version,
        effectiveVersion: row.version ?? buildId,
        underConstruction: row.underConstruction,
        chatEnabled: row.chatEnabled,
        trainingUrl: row.trainingUrl,
        overviewVideoUrl: row.overviewVideoUrl,
        subscriptionAmountCents: row.subscriptionAmountCents,
        effectiveSubscriptionAmountCents:
          row.subscriptionAmountCents ?? DEFAULT_SUBSCRIPTION_AMOUNT_CENTS,
        informationOfficerName: row.informationOfficerName,
        informationOfficerEmail: row.informationOfficerEmail,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  });
}
