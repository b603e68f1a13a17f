import {
  clientShareParamsSchema,
  clientSharingResponseSchema,
  idParamsSchema,
  setResponsibleAdviserInputSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import {
  getClientSharing,
  setResponsibleAdviser,
  shareClient,
  unshareClient,
} from "./sharing-queries";

const notFound = {
  description:
    "`clients/not-found`: unknown id, another company's, or a client the caller does not see.",
};
const forbidden = {
  description:
    "`clients/not-responsible`: only the owner or the client's responsible adviser changes who sees it; or `company/role-forbidden`.",
};
const notAnAdviser = {
  description: "`clients/not-an-adviser`: not an owner or adviser of the company.",
};
const common = { tags: ["clients"], access: "subscriber" } as const;

/**
 * /api/v1/clients/:id/sharing, responsible-adviser and shares (ADR 030): who a client answers to
 * and which other advisers (with their assistants) see it.
 */
export function registerClientSharingRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, "clients", {
    ...common,
    method: "GET",
    url: "/api/v1/clients/:id/sharing",
    operationId: "getClientSharing",
    needs: "company.read",
    summary:
      "Who the client answers to, whom it is shared with, and whether the caller may change it",
    params: idParamsSchema,
    success: { status: 200, description: "The sharing.", schema: clientSharingResponseSchema },
    problems: { 404: notFound },
    handler: async ({ caller, params }) => getClientSharing(db, caller.company, params.id),
  });

  defineRoute(app, "clients", {
    ...common,
    method: "PUT",
    url: "/api/v1/clients/:id/responsible-adviser",
    operationId: "setResponsibleAdviser",
    needs: "clients.write",
    summary: "Make another owner or adviser responsible for the client",
    params: idParamsSchema,
    body: setResponsibleAdviserInputSchema,
    // No body: an adviser who hands the client over may no longer see it.
    success: { status: 204, description: "Changed." },
    problems: { 400: notAnAdviser, 403: forbidden, 404: notFound },
    handler: async ({ caller, params, body }) => {
      await setResponsibleAdviser(db, caller.company, { clientId: params.id, userId: body.userId });
    },
  });

  defineRoute(app, "clients", {
    ...common,
    method: "PUT",
    url: "/api/v1/clients/:id/shares/:userId",
    operationId: "shareClient",
    needs: "clients.write",
    summary: "Share the client with an owner or adviser (and their assistants)",
    params: clientShareParamsSchema,
    success: { status: 200, description: "The sharing now.", schema: clientSharingResponseSchema },
    problems: {
      400: notAnAdviser,
      403: forbidden,
      404: notFound,
      409: { description: "`clients/own-adviser`: they are responsible for it already." },
    },
    handler: async ({ caller, params }) => {
      await shareClient(db, caller.company, { clientId: params.id, userId: params.userId });
      return getClientSharing(db, caller.company, params.id);
    },
  });

  defineRoute(app, "clients", {
    ...common,
    method: "DELETE",
    url: "/api/v1/clients/:id/shares/:userId",
    operationId: "unshareClient",
    needs: "clients.write",
    summary: "Stop sharing the client with an adviser",
    params: clientShareParamsSchema,
    success: { status: 200, description: "The sharing now.", schema: clientSharingResponseSchema },
    problems: { 403: forbidden, 404: notFound },
    handler: async ({ caller, params }) => {
      await unshareClient(db, caller.company, { clientId: params.id, userId: params.userId });
      return getClientSharing(db, caller.company, params.id);
    },
  });
}
