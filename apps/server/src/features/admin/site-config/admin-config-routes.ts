import { adminSiteConfigResponseSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database";
import { defineRoute } from "../../../http/api-route";
import {
  DEFAULT_SUBSCRIPTION_AMOUNT_CENTS,
  readSiteConfig,
} from "../../site-config/site-config-service";

/** GET /api/v1/admin/config: the stored settings for the site-config screen (PUT: features/site-config). */
export function registerAdminConfigRoutes(
  app: FastifyInstance,
  db: Db,
  /** The served web app's build id: the version when none is set. */
  buildId: string,
) {
  defineRoute(app, "config", {
    tags: ["admin"],
    access: "admin",
    method: "GET",
    url: "/api/v1/admin/config",
    operationId: "getSiteConfig",
    summary: "The site settings as stored (null means the default), with the values in effect",
    success: { status: 200, description: "The settings.", schema: adminSiteConfigResponseSchema },
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
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  });
}
