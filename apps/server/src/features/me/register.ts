import type { FastifyInstance } from "fastify";
import { registerMeRoutes } from "./me-routes";

/** How the me feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance) {
  registerMeRoutes(app);
}
