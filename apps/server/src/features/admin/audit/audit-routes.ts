import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { listAudit } from "./list-audit";

export function registerAuditRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, endpoints.listAuditEntries, {
    handler: async ({ query }) => listAudit(db, query),
  });
}
