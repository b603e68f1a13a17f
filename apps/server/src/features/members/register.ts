import type { FastifyInstance } from "fastify";
import { type InvitationDeps, registerInvitationRoutes } from "./invitation-routes";
import { registerMemberRoutes } from "./member-routes";

/** How the members feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(app: FastifyInstance, deps: InvitationDeps) {
  registerMemberRoutes(app, deps.db);
  registerInvitationRoutes(app, deps);
}
