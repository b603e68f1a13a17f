import type { FastifyInstance } from "fastify";
import type { RecordDeps } from "#server/features/records";
import { registerClientSummaryRoutes } from "./client-summary-routes";

/** How the client summary feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: RecordDeps) {
  registerClientSummaryRoutes(app, deps);
}
