import type { FastifyInstance } from "fastify";
import type { ReportDeps } from "./report-deps";
import { registerReportRoutes } from "./report-routes";
import { registerTemplateRoutes } from "./template-routes";

/** How the reports feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: ReportDeps) {
  registerReportRoutes(app, deps);
  registerTemplateRoutes(app, deps.db);
}
