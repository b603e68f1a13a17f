import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { RecordDeps } from "#server/features/records";
import { defineRoute } from "#server/http/api-route";
import { buildClientSummary } from "./build-client-summary";
import { markClientReviewed } from "./mark-client-reviewed";

/** The client summary tab and its "mark reviewed" action. The company scope comes from the caller. */
export function registerClientSummaryRoutes(app: FastifyInstance, deps: RecordDeps) {
  defineRoute(app, endpoints.getClientSummary, {
    handler: async ({ caller: { company }, params }) =>
      buildClientSummary(deps, { scope: company, clientId: params.id }),
  });

  defineRoute(app, endpoints.markClientReviewed, {
    handler: async ({ caller: { company }, params }) =>
      markClientReviewed(deps.db, { scope: company, clientId: params.id }),
  });
}
