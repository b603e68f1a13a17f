import {
  CLIENT_EXPORT_MEDIA_TYPE,
  eraseClientInputSchema,
  eraseClientResponseSchema,
  idParamsSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { SessionUser } from "../../auth/session-guard";
import { defineRoute } from "../../http/api-route";
import type { ReportDeps } from "../reports/report-deps";
import { attachment } from "../reports/report-files";
import { eraseClient } from "./erase/erase-client";
import { exportClient } from "./export/export-client";

const notFound = { description: "`clients/not-found`: unknown id, or another company's." };
const common = { tags: ["clients"], access: "subscriber", params: idParamsSchema } as const;

/** Who is acting, for the audit trail. */
const actorOf = (user: SessionUser) => ({ id: user.id, email: user.email });

/**
 * A client's POPIA rights as the adviser fulfils them (docs/decisions/028-client-data-export-and-erasure.md):
 * everything held about the client as a ZIP, and erasing the client for good.
 */
export function registerClientPrivacyRoutes(app: FastifyInstance, deps: ReportDeps) {
  defineRoute(app, "clients", {
    needs: "company.read",
    ...common,
    method: "GET",
    url: "/api/v1/clients/:id/export.zip",
    operationId: "exportClientData",
    summary:
      "Everything held about a client (also a deleted one) as a ZIP: profile, records with their report PDFs, audit entries, manifest.json with SHA-256s",
    success: { status: 200, description: "The ZIP.", mediaType: CLIENT_EXPORT_MEDIA_TYPE },
    problems: { 404: notFound },
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

  defineRoute(app, "clients", {
    needs: "clients.delete",
    ...common,
    method: "POST",
    url: "/api/v1/clients/:id/erase",
    operationId: "eraseClient",
    summary:
      "Erase a client for good (live or deleted) with its records and spouse link; the adviser types the client's full name",
    body: eraseClientInputSchema,
    success: {
      status: 200,
      description: "Erased; the audit trail keeps only the reference.",
      schema: eraseClientResponseSchema,
    },
    problems: {
      400: {
        description:
          "`clients/erase-confirmation-mismatch`: the name typed is not the client's; nothing changed.",
      },
      404: notFound,
    },
    handler: async ({ caller: { user, company }, params, body }) =>
      eraseClient(deps.db, {
        scope: company,
        clientId: params.id,
        actor: actorOf(user),
        input: body,
      }),
  });
}
