import type { FastifyInstance } from "fastify";
import { type AdminDeps, registerAdminRoutes } from "./admin-routes";

/** How the admin feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoutes(app, deps);
}
