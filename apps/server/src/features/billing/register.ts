import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import type { ObservedPdfRenderer } from "#server/metrics/observed-pdf-renderer";
import type { BillingConfig } from "./billing-env";
import { registerBilling } from "./billing-plugin";

/** How the billing feature joins the app: the composition root calls this with its one ServerDeps. */
export async function register(
  app: FastifyInstance,
  deps: { db: Db; config: ServerConfig & { billing: BillingConfig }; pdf: ObservedPdfRenderer },
) {
  await registerBilling(app, deps.db, deps.config, deps.pdf);
}
