import {
  clientListResponseSchema,
  clientResponseSchema,
  createClientInputSchema,
  idParamsSchema,
  listClientsQuerySchema,
  problemSchema,
  updateClientInputSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import { createClient } from "./create-client";
import { deleteClient } from "./delete-client";
import { getClient } from "./get-client";
import { listClients } from "./list-clients";
import { restoreClient } from "./restore-client";
import { updateClient } from "./update-client";

const notFound = { description: "`clients/not-found`: unknown id, or another company's." };
const common = { tags: ["clients"], access: "subscriber" } as const;

/** /api/v1/clients: the company's clients (spec "Client"). The company id comes from the caller. */
export function registerClientRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, "clients", {
    ...common,
    method: "GET",
    url: "/api/v1/clients",
    operationId: "listClients",
    needs: "company.read",
    summary: "List clients by surname, name (search, keyset pages, recently deleted)",
    query: listClientsQuerySchema,
    success: { status: 200, description: "A page of clients.", schema: clientListResponseSchema },
    problems: { 400: { description: "A bad query parameter or `clients/invalid-cursor`." } },
    handler: async ({ caller, query }) => listClients(db, { scope: caller.company, ...query }),
  });

  defineRoute(app, "clients", {
    ...common,
    method: "POST",
    url: "/api/v1/clients",
    operationId: "createClient",
    needs: "clients.write",
    summary: "Add a client",
    body: createClientInputSchema,
    success: { status: 201, description: "The new client.", schema: clientResponseSchema },
    problems: { 400: { description: "A field is invalid, e.g. `clients/client-name-missing`." } },
    handler: async ({ caller, body }) => createClient(db, { scope: caller.company, values: body }),
  });

  defineRoute(app, "clients", {
    ...common,
    method: "GET",
    url: "/api/v1/clients/:id",
    operationId: "getClient",
    needs: "company.read",
    summary: "One client (also a deleted one, with deletedAt)",
    params: idParamsSchema,
    success: { status: 200, description: "The client.", schema: clientResponseSchema },
    problems: { 404: notFound },
    handler: async ({ caller, params }) => getClient(db, { scope: caller.company, id: params.id }),
  });

  defineRoute(app, "clients", {
    ...common,
    method: "PATCH",
    url: "/api/v1/clients/:id",
    operationId: "updateClient",
    needs: "clients.write",
    summary: "Change some of a client's fields (null or empty clears an optional one)",
    params: idParamsSchema,
    body: updateClientInputSchema,
    success: { status: 200, description: "The client.", schema: clientResponseSchema },
    problems: {
      400: { description: "A field is invalid." },
      404: notFound,
      409: {
        description:
          "`clients/version-conflict` (with `current`: the client now) or `clients/deleted`.",
        schema: problemSchema.extend({ current: clientResponseSchema.optional() }),
      },
    },
    handler: async ({ caller, params, body }) =>
      updateClient(db, { scope: caller.company, id: params.id, patch: body }),
  });

  defineRoute(app, "clients", {
    ...common,
    method: "DELETE",
    url: "/api/v1/clients/:id",
    operationId: "deleteClient",
    needs: "clients.delete",
    summary: "Delete a client (soft: hidden with its records, restorable for 30 days)",
    params: idParamsSchema,
    success: { status: 204, description: "Deleted." },
    problems: { 404: notFound },
    handler: async ({ caller, params }) =>
      deleteClient(db, { scope: caller.company, id: params.id }),
  });

  defineRoute(app, "clients", {
    ...common,
    method: "POST",
    url: "/api/v1/clients/:id/restore",
    operationId: "restoreClient",
    needs: "clients.write",
    summary: "Restore a client deleted in the last 30 days, with its records",
    params: idParamsSchema,
    success: { status: 200, description: "The client.", schema: clientResponseSchema },
    problems: { 404: notFound, 410: { description: "`clients/restore-expired`." } },
    handler: async ({ caller, params }) =>
      restoreClient(db, { scope: caller.company, id: params.id }),
  });
}
