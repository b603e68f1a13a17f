import {
  clientReviewResponseSchema,
  clientSummaryResponseSchema,
  idParamsSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/api-route";
import type { RecordDeps } from "../records/record-deps";
import { buildClientSummary } from "./build-client-summary";
import { markClientReviewed } from "./mark-client-reviewed";

const common = { tags: ["clients"], access: "subscriber", params: idParamsSchema } as const;
const problems = {
  404: { description: "`clients/not-found`: unknown id, or another company's." },
  409: { description: "`clients/deleted`: restore the client first." },
};

/** The client summary tab and its "mark reviewed" action. The company scope comes from the caller. */
export function registerClientSummaryRoutes(app: FastifyInstance, deps: RecordDeps) {
  defineRoute(app, "clients", {
    needs: "company.read",
    ...common,
    method: "GET",
    url: "/api/v1/clients/:id/summary",
    operationId: "getClientSummary",
    summary:
      "The client file at a glance: profile, headline figures per record kind, changes since the last review, timeline",
    success: { status: 200, description: "The summary.", schema: clientSummaryResponseSchema },
    problems,
    handler: async ({ caller: { company }, params }) =>
      buildClientSummary(deps, {
        scope: company,
        clientId: params.id,
      }),
  });

  defineRoute(app, "clients", {
    needs: "clients.write",
    ...common,
    method: "POST",
    url: "/api/v1/clients/:id/review",
    operationId: "markClientReviewed",
    summary: "Mark the client file reviewed now (the summary lists changes since)",
    success: {
      status: 200,
      description: "When it was reviewed.",
      schema: clientReviewResponseSchema,
    },
    problems,
    handler: async ({ caller: { company }, params }) =>
      markClientReviewed(deps.db, {
        scope: company,
        clientId: params.id,
      }),
  });
}
