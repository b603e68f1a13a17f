import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import { previewRateTable } from "./preview-rate-table";
import { publishRateTable } from "./publish-rate-table";
import { newestVersions, versionsOf } from "./rate-table-queries";

/** The admin write side of the rate tables (the calculators read them through rate-table-store). */
export function registerAdminRateTableRoutes(
  app: FastifyInstance,
  db: Db,
  onPublished: () => void,
) {
  defineRoute(app, endpoints.listRateTables, {
    handler: async () => ({ items: await newestVersions(db) }),
  });

  defineRoute(app, endpoints.getRateTable, {
    handler: async ({ params }) => {
      const versions = await versionsOf(db, params.kind, params.key);
      const [newest] = versions;
      if (!newest) throw new AppError(404, "rate-tables/not-found", "There is no such table.");
      return {
        current: newest.version,
        table: newest.data,
        history: versions.map((v) => v.version),
      };
    },
  });

  defineRoute(app, endpoints.previewRateTable, {
    handler: async ({ body }) => previewRateTable(db, body),
  });

  defineRoute(app, endpoints.publishRateTable, {
    handler: async ({ caller: { user: admin }, body }) => {
      const version = await publishRateTable(db, { id: admin.id, email: admin.email }, body);
      onPublished();
      return version;
    },
  });
}
