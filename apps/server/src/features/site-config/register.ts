import type { FastifyInstance } from "fastify";
import type { SessionWatch } from "#server/auth/session-watch";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import { registerAdminSiteConfigRoutes } from "./admin-site-config-routes";
import type { ConfigBroadcaster } from "./config-broadcaster";
import { registerSiteConfigRoutes } from "./site-config-routes";

/** How the site config feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: ServerConfig;
    buildId: string;
    broadcaster: ConfigBroadcaster;
    sessions: SessionWatch;
  },
) {
  registerSiteConfigRoutes(app, deps);
  registerAdminSiteConfigRoutes(app, deps.db, deps.buildId);
}
