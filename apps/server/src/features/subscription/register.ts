import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import { registerSubscriptionRoutes } from "./subscription-routes";

/** How the subscription feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: { db: Db; config: ServerConfig }) {
  registerSubscriptionRoutes(app, deps.db, deps.config);
}
