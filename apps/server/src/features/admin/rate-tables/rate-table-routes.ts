import {
  publishRateTableInputSchema,
  rateTableDetailResponseSchema,
  rateTableListResponseSchema,
  rateTableParamsSchema,
  rateTablePreviewInputSchema,
  rateTablePreviewResponseSchema,
  rateTableVersionSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../../auth/session-guard";
import type { Db } from "../../../db/database";
import { defineRoute } from "../../../http/api-route";
import { AppError } from "../../../http/app-error";
import { previewRateTable } from "./preview-rate-table";
import { publishRateTable } from "./publish-rate-table";
import { newestVersions, versionsOf } from "./rate-table-queries";

const common = { tags: ["admin"], access: "admin" } as const;

/** The admin write side of the rate tables (the calculators read them through rate-table-store). */
export function registerAdminRateTableRoutes(
  app: FastifyInstance,
  db: Db,
  onPublished: () => void,
) {
  defineRoute(app, "rate-tables", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/rate-tables",
    operationId: "listRateTables",
    summary: "The newest version of every tax year, transfer duty table and cost tariff",
    success: { status: 200, description: "The tables.", schema: rateTableListResponseSchema },
    handler: async () => ({ items: await newestVersions(db) }),
  });

  defineRoute(app, "rate-tables", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/rate-tables/:kind/:key",
    operationId: "getRateTable",
    summary: "One table's newest version with its data, and every earlier version",
    params: rateTableParamsSchema,
    success: { status: 200, description: "The table.", schema: rateTableDetailResponseSchema },
    problems: { 404: { description: "`rate-tables/not-found`." } },
    handler: async ({ params }) => {
      const versions = await versionsOf(db, params.kind, params.key);
      const [newest] = versions;
      if (!newest) throw new AppError(404, "rate-tables/not-found", "There is no such table.");
      return {
        current: newest.version,
        table: newest.data,
        history: versions.map((v) => v.version),
      };
    },
  });

  defineRoute(app, "rate-tables", {
    ...common,
    method: "POST",
    url: "/api/v1/admin/rate-tables/preview",
    operationId: "previewRateTable",
    summary: "Read and check an import (JSON or CSV) and compare it with the current table",
    description: 'Changes nothing. CSV layout: README "Administration".',
    body: rateTablePreviewInputSchema,
    success: {
      status: 200,
      description: "Problems (with CSV rows) and changes.",
      schema: rateTablePreviewResponseSchema,
    },
    problems: { 400: { description: "The request itself is malformed." } },
    handler: async ({ body }) => previewRateTable(db, body),
  });

  defineRoute(app, "rate-tables", {
    ...common,
    method: "POST",
    url: "/api/v1/admin/rate-tables",
    operationId: "publishRateTable",
    summary: "Publish a table as the next version of its tax year or effective date",
    body: publishRateTableInputSchema,
    success: { status: 201, description: "The new version.", schema: rateTableVersionSchema },
    problems: {
      400: { description: "`rate-tables/invalid-table`, each problem in `errors`." },
      409: { description: "`rate-tables/version-conflict`: published since it was reviewed." },
    },
    handler: async ({ request, body }) => {
      const admin = requireAdmin(request);
      const version = await publishRateTable(db, { id: admin.id, email: admin.email }, body);
      onPublished();
      return version;
    },
  });
}
