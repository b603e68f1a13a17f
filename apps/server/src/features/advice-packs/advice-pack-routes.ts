import {
  advicePackListResponseSchema,
  advicePackSchema,
  idParamsSchema,
  issueAdvicePackInputSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/api-route";
import type { ReportDeps } from "../reports/report-deps";
import { sendFile } from "../reports/report-routes";
import { getAdvicePackPdf } from "./get-advice-pack-pdf";
import { issueAdvicePack } from "./issue-advice-pack";
import { listAdvicePacks } from "./list-advice-packs";

const common = { tags: ["advice-packs"], access: "subscriber", params: idParamsSchema } as const;
const clientNotFound = { description: "`clients/not-found`: unknown id, or another company's." };

/** Record-of-advice packs: issue one for a client, list them, download one as issued. */
export function registerAdvicePackRoutes(app: FastifyInstance, deps: ReportDeps) {
  defineRoute(app, "advice-packs", {
    needs: "packs.issue",
    ...common,
    method: "POST",
    url: "/api/v1/clients/:id/advice-packs",
    operationId: "issueAdvicePack",
    summary:
      "Issue a record-of-advice pack (cover, contents, summary, the ticked records' reports) and store it",
    body: issueAdvicePackInputSchema,
    success: { status: 201, description: "The issued pack.", schema: advicePackSchema },
    problems: {
      400: { description: "No records ticked, too many, or one twice." },
      404: {
        description:
          "`clients/not-found`, or `records/not-found`: a ticked record is not one of this client's live records.",
      },
      409: { description: "`clients/deleted`: restore the client first." },
      429: {
        description: "`reports/pdf-busy`: your company has PDFs being made; see Retry-After.",
      },
      503: { description: "`reports/pdf-timeout`: the PDF took too long to make." },
    },
    handler: async ({ caller: { user, company }, request, params, body }) =>
      issueAdvicePack(deps, {
        scope: company,
        clientId: params.id,
        issuer: { id: user.id, name: user.name },
        recordIds: body.recordIds,
        log: request.log,
      }),
  });

  defineRoute(app, "advice-packs", {
    needs: "company.read",
    ...common,
    method: "GET",
    url: "/api/v1/clients/:id/advice-packs",
    operationId: "listAdvicePacks",
    summary: "The record-of-advice packs issued for a client, newest first",
    success: { status: 200, description: "The packs.", schema: advicePackListResponseSchema },
    problems: { 404: clientNotFound },
    handler: async ({ caller: { company }, params }) =>
      listAdvicePacks(deps.db, {
        scope: company,
        clientId: params.id,
      }),
  });

  defineRoute(app, "advice-packs", {
    needs: "company.read",
    ...common,
    method: "GET",
    url: "/api/v1/advice-packs/:id/pdf",
    operationId: "getAdvicePackPdf",
    summary: "An issued pack's PDF, byte for byte as issued",
    success: { status: 200, description: "The PDF.", mediaType: "application/pdf" },
    problems: {
      404: { description: "`advice-packs/not-found`: unknown id, or another company's." },
    },
    handler: async ({ caller: { company }, reply, params }) => {
      const { pdf, fileName } = await getAdvicePackPdf(deps.db, {
        scope: company,
        id: params.id,
      });
      return sendFile(reply, "application/pdf", fileName, pdf);
    },
  });
}
