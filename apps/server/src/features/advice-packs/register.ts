import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#server/config/env";
import { type AdvicePackDeps, registerAdvicePackRoutes } from "./advice-pack-routes";

/** How the advice packs feature joins the app: the composition root calls this with its one ServerDeps. */
export function register(
  app: FastifyInstance,
  deps: Omit<AdvicePackDeps, "publicUrl"> & { config: ServerConfig },
) {
  registerAdvicePackRoutes(app, { ...deps, publicUrl: deps.config.publicUrl });
}
