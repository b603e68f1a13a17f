import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "#server/http/api-route";
import type { RateTableStore } from "./rate-table-store";

/** GET /api/v1/rate-tables: the tables the browser computes live results with. */
export function registerRateTableRoutes(app: FastifyInstance, tables: RateTableStore) {
  defineRoute(app, endpoints.currentRateTables, { handler: async () => tables.current() });
}
