import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import {
  getClientSharing,
  setResponsibleAdviser,
  shareClient,
  unshareClient,
} from "./sharing-queries";

/**
 * /api/v1/clients/:id/sharing, responsible-adviser and shares (ADR 030): who a client answers to
 * and which other advisers (with their assistants) see it.
 */
export function registerClientSharingRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, endpoints.getClientSharing, {
    handler: async ({ caller, params }) => getClientSharing(db, caller.company, params.id),
  });

  defineRoute(app, endpoints.setResponsibleAdviser, {
    handler: async ({ caller, params, body }) => {
      await setResponsibleAdviser(db, caller.company, { clientId: params.id, userId: body.userId });
    },
  });

  defineRoute(app, endpoints.shareClient, {
    handler: async ({ caller, params }) => {
      await shareClient(db, caller.company, { clientId: params.id, userId: params.userId });
      return getClientSharing(db, caller.company, params.id);
    },
  });

  defineRoute(app, endpoints.unshareClient, {
    handler: async ({ caller, params }) => {
      await unshareClient(db, caller.company, { clientId: params.id, userId: params.userId });
      return getClientSharing(db, caller.company, params.id);
    },
  });
}
