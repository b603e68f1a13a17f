import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { registerClientRoutes } from "./client-routes";

/** How the clients feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: { db: Db }) {
  registerClientRoutes(app, deps.db);
}
