import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { registerCompanyLogoRoutes } from "./company-logo-routes";
import { registerCompanyRoutes } from "./company-routes";

/** How the company feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: { db: Db }) {
  registerCompanyRoutes(app, deps.db);
  registerCompanyLogoRoutes(app, deps.db);
}
