import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { ReportDeps } from "#server/features/reports";
import { defineRoute } from "#server/http/api-route";
import { sendFile } from "#server/http/send-file";
import type { Mailer } from "#server/mail/mailer";
import type { RateLimitStore } from "#server/rate-limit/rate-limit-store";
import { acknowledgedPdf } from "./acknowledgement/acknowledged-pdf";
import { createAcknowledgementLink } from "./acknowledgement/adviser-acknowledgement";
import {
  decide,
  openDocument,
  sendCode,
  viewInvite,
} from "./acknowledgement/client-acknowledgement";
import { getAdvicePackPdf } from "./get-advice-pack-pdf";
import { listAdvicePacks } from "./list-advice-packs";
import { issueRecordOfAdvice } from "./record-of-advice/issue-record-of-advice";
import { getRoaDraft, saveRoaDraft } from "./record-of-advice/roa-draft";

export interface AdvicePackDeps extends ReportDeps {
  mailer: Mailer;
  rateLimits: RateLimitStore;
  publicUrl: string;
}

/**
 * Records of advice: write one for a client, issue it, list them, download one as issued; the
 * client's online acknowledgement (anonymous routes: the link's token is the credential).
 */
export function registerAdvicePackRoutes(app: FastifyInstance, deps: AdvicePackDeps) {
  defineRoute(app, endpoints.getRecordOfAdvice, {
    handler: async ({ caller: { company }, params }) =>
      getRoaDraft(deps, { scope: company, clientId: params.id }),
  });

  defineRoute(app, endpoints.saveRecordOfAdvice, {
    handler: async ({ caller: { user, company }, params, body }) =>
      saveRoaDraft(deps, {
        scope: company,
        clientId: params.id,
        version: body.version,
        content: body.content,
        userId: user.id,
      }),
  });

  defineRoute(app, endpoints.issueRecordOfAdvice, {
    handler: async ({ caller: { user, company }, request, params, body }) =>
      issueRecordOfAdvice(deps, {
        scope: company,
        clientId: params.id,
        issuer: { id: user.id, name: user.name },
        version: body.version,
        sendLink: body.sendLink,
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

  defineRoute(app, endpoints.createAcknowledgementLink, {
    handler: async ({ caller: { user, company }, params, body }) =>
      createAcknowledgementLink(deps, {
        scope: company,
        packId: params.id,
        userId: user.id,
        email: body.email,
      }),
  });

  defineRoute(app, endpoints.getAcknowledgedPdf, {
    handler: async ({ caller: { company }, reply, params }) => {
      const { pdf, fileName } = await acknowledgedPdf(deps.db, { scope: company, id: params.id });
      return sendFile(reply, "application/pdf", fileName, pdf);
    },
  });

  defineRoute(app, endpoints.viewAcknowledgement, {
    handler: async ({ request, body }) => viewInvite(deps, { token: body.token, ip: request.ip }),
  });

  defineRoute(app, endpoints.sendAcknowledgementCode, {
    handler: async ({ request, body }) => sendCode(deps, { token: body.token, ip: request.ip }),
  });

  defineRoute(app, endpoints.openAcknowledgement, {
    handler: async ({ request, body }) =>
      openDocument(deps, { token: body.token, proof: body.proof, ip: request.ip }),
  });

  defineRoute(app, endpoints.decideAcknowledgement, {
    handler: async ({ request, body }) =>
      decide(deps, {
        input: body,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      }),
  });
}
