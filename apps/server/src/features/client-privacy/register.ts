import type { FastifyInstance } from "fastify";
import type { ReportDeps } from "#server/features/reports";
import { registerClientPrivacyRoutes } from "./client-privacy-routes";
import { scheduleClientPurge } from "./client-purge";

/**
 * How the client privacy feature joins the app: the composition root calls this with its one
 * ServerDeps. Its routes, and the hourly purge of clients and records past their restore window.
 */
export function register(app: FastifyInstance, deps: ReportDeps) {
  registerClientPrivacyRoutes(app, deps);
  scheduleClientPurge(app, deps.db);
}
