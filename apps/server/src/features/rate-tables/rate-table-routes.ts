import { currentRateTablesSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import type { RateTableStore } from "../../rate-tables/rate-table-store";
import { requireSubscriber } from "../../tenancy/caller-context";

/** GET /api/v1/rate-tables: the tables the browser computes live results with. */
export function registerRateTableRoutes(app: FastifyInstance, db: Db, tables: RateTableStore) {
  defineRoute(app, "rate-tables", {
    method: "GET",
    url: "/api/v1/rate-tables",
    operationId: "currentRateTables",
    summary: "The newest version of every tax year, transfer duty table and transfer cost tariff",
    description:
      "The same tables the server computes saved results with, so a result shown while typing " +
      "equals the one saved. Each comes with its identity (`ref`: row id, key, version).",
    tags: ["rate-tables"],
    access: "subscriber",
    success: { status: 200, description: "Every current table.", schema: currentRateTablesSchema },
    handler: async ({ request }) => {
      await requireSubscriber(request, db);
      return tables.current();
    },
  });
}
