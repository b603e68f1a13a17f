import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { createClient } from "./create-client";
import { deleteClient } from "./delete-client";
import { getClientForPage } from "./get-client";
import { listClients } from "./list-clients";
import { restoreClient } from "./restore-client";
import { updateClient } from "./update-client";

/** /api/v1/clients: the company's clients (spec "Client"). The company id comes from the caller. */
export function registerClientRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, endpoints.listClients, {
    handler: async ({ caller, query }) => listClients(db, { scope: caller.company, ...query }),
  });

  defineRoute(app, endpoints.createClient, {
    handler: async ({ caller, body }) => createClient(db, { scope: caller.company, values: body }),
  });

  defineRoute(app, endpoints.getClient, {
    handler: async ({ caller, params }) =>
      getClientForPage(db, { scope: caller.company, id: params.id }),
  });

  defineRoute(app, endpoints.updateClient, {
    handler: async ({ caller, params, body }) =>
      updateClient(db, { scope: caller.company, id: params.id, patch: body }),
  });

  defineRoute(app, endpoints.deleteClient, {
    handler: async ({ caller, params }) =>
      deleteClient(db, { scope: caller.company, id: params.id }),
  });

  defineRoute(app, endpoints.restoreClient, {
    handler: async ({ caller, params }) =>
      restoreClient(db, { scope: caller.company, id: params.id }),
  });
}
