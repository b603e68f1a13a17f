import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/api-route";
import type { ReportDeps } from "../reports/report-deps";
import { sendFile } from "../reports/report-routes";
import { getAdvicePackPdf } from "./get-advice-pack-pdf";
import { issueAdvicePack } from "./issue-advice-pack";
import { listAdvicePacks } from "./list-advice-packs";

/** Record-of-advice packs: issue one for a client, list them, download one as issued. */
export function registerAdvicePackRoutes(app: FastifyInstance, deps: ReportDeps) {
  defineRoute(app, endpoints.issueAdvicePack, {
    handler: async ({ caller: { user, company }, request, params, body }) =>
      issueAdvicePack(deps, {
        scope: company,
        clientId: params.id,
        issuer: { id: user.id, name: user.name },
        recordIds: body.recordIds,
        log: request.log,
      }),
  });

  defineRoute(app, endpoints.listAdvicePacks, {
    handler: async ({ caller: { company }, params }) =>
      listAdvicePacks(deps.db, { scope: company, clientId: params.id }),
  });

  defineRoute(app, endpoints.getAdvicePackPdf, {
    handler: async ({ caller: { company }, reply, params }) => {
      const { pdf, fileName } = await getAdvicePackPdf(deps.db, { scope: company, id: params.id });
      return sendFile(reply, "application/pdf", fileName, pdf);
    },
  });
}
