import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { registerClientSharingRoutes } from "./sharing-routes";

/** How the client sharing feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: { db: Db }) {
  registerClientSharingRoutes(app, deps.db);
}
