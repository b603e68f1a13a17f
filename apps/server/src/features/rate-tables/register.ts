import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { registerAdminRateTableRoutes } from "./admin-rate-table-routes";
import { registerRateTableRoutes } from "./rate-table-routes";
import type { RateTableStore } from "./rate-table-store";

/** How the rate tables feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: { db: Db; tables: RateTableStore }) {
  registerRateTableRoutes(app, deps.tables);
  registerAdminRateTableRoutes(app, deps.db, () => deps.tables.invalidate());
}
