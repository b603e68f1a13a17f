import { auditListQuerySchema, auditListResponseSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database";
import { defineRoute } from "../../../http/api-route";
import { listAudit } from "./list-audit";

export function registerAuditRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, "admin", {
    tags: ["admin"],
    access: "admin",
    method: "GET",
    url: "/api/v1/admin/audit",
    operationId: "listAuditEntries",
    summary: "Who changed what as an administrator, newest first (filter by target)",
    query: auditListQuerySchema,
    success: { status: 200, description: "A page of entries.", schema: auditListResponseSchema },
    problems: { 400: { description: "A bad filter or page." } },
    handler: async ({ query }) => listAudit(db, query),
  });
}
