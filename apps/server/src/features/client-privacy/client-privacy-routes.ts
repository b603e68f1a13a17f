import { CLIENT_EXPORT_MEDIA_TYPE } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { SessionUser } from "#server/auth/session-guard";
import type { ReportDeps } from "#server/features/reports";
import { defineRoute } from "#server/http/api-route";
import { attachment } from "#server/http/send-file";
import { eraseClient } from "./erase/erase-client";
import { exportClient } from "./export/export-client";
import { getClientRetention } from "./retention/get-client-retention";

/** Who is acting, for the audit trail. */
const actorOf = (user: SessionUser) => ({ id: user.id, email: user.email });

/**
 * A client's POPIA rights as the adviser fulfils them (docs/decisions/028-client-data-export-and-erasure.md):
 * everything held about the client as a ZIP, and erasing the client for good.
 */
export function registerClientPrivacyRoutes(app: FastifyInstance, deps: ReportDeps) {
  defineRoute(app, endpoints.exportClientData, {
    handler: async ({ caller: { user, company }, request, reply, params }) => {
      const exported = await exportClient(deps, {
        scope: company,
        clientId: params.id,
        actor: actorOf(user),
        log: request.log,
      });
      reply
        .type(CLIENT_EXPORT_MEDIA_TYPE)
        .header("content-disposition", attachment(exported.fileName))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff");
      return exported.stream;
    },
  });

  defineRoute(app, endpoints.getClientRetention, {
    handler: async ({ caller: { company }, params }) =>
      getClientRetention(deps.db, { scope: company, clientId: params.id }),
  });

  defineRoute(app, endpoints.eraseClient, {
    handler: async ({ caller: { user, company }, params, body }) =>
      eraseClient(deps.db, {
        company,
        clientId: params.id,
        actor: actorOf(user),
        input: body,
      }),
  });
}
