import type { FastifyInstance } from "fastify";
import type { RecordDeps } from "./record-deps";
import { registerRecordRoutes } from "./record-routes";

/** How the records feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: RecordDeps) {
  registerRecordRoutes(app, deps);
}
