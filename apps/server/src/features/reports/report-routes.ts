import {
  DOCX_MEDIA_TYPE,
  idParamsSchema,
  RECORD_PATHS,
  type RecordKind,
  reportResponseSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../http/api-route";
import { AppError } from "../../http/app-error";
import type { ObservedPdfRenderer } from "../../metrics/observed-pdf-renderer";
import { requireSubscriber } from "../../tenancy/caller-context";
import type { RecordDeps } from "../records/record-deps";
import type { BuiltReport } from "./build-report";
import { chartImage } from "./docx/chart-image";
import { fillTemplate } from "./docx/fill-template";
import { attachment, downloadName, reportCsv, reportXlsx } from "./report-files";
import { REPORT_KINDS } from "./report-kinds";
import { registerScenarioCompareRoutes } from "./scenario-compare-routes";
import { templateFor } from "./template-store";

export interface ReportDeps extends RecordDeps {
  pdf: ObservedPdfRenderer;
}

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const csvQuerySchema = z.object({
  schedule: z
    .enum(["monthly", "yearly"], { error: 'schedule must be "monthly" or "yearly"' })
    .default("monthly"),
});

export function sendFile(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Buffer | string,
) {
  reply
    .type(type)
    .header("content-disposition", attachment(fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff");
  return body;
}

function registerKindReportRoutes(app: FastifyInstance, deps: ReportDeps, kind: RecordKind) {
  const { definition, build } = REPORT_KINDS[kind];
  const base = `/api/v1/${RECORD_PATHS[kind]}/:id/report`;
  const common = { tags: ["reports"], access: "subscriber", params: idParamsSchema } as const;
  const problems = {
    404: {
      description: "`records/not-found`: unknown id, another company's, or its client is deleted.",
    },
    409: { description: "`records/deleted`: restore the record first." },
  };
  const load = async (request: FastifyRequest, id: string): Promise<BuiltReport> => {
    const company = await requireSubscriber(request, deps.db);
    return build(deps, { companyId: company.id, id });
  };
  const singular = definition.singular;

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: base,
    operationId: `get${singular}Report`,
    summary: `The ${definition.noun}'s report as the report screen shows it`,
    success: { status: 200, description: "The report.", schema: reportResponseSchema },
    problems,
    handler: async ({ request, params }) => (await load(request, params.id)).report,
  });

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: `${base}.pdf`,
    operationId: `get${singular}ReportPdf`,
    summary: `The ${definition.noun}'s branded report as an A4 PDF`,
    success: { status: 200, description: "The PDF.", mediaType: "application/pdf" },
    problems: {
      ...problems,
      429: {
        description: "`reports/pdf-busy`: your company has PDFs being made; see Retry-After.",
      },
      503: { description: "`reports/pdf-timeout`: the PDF took too long to make." },
    },
    handler: async ({ request, reply, params }) => {
      const company = await requireSubscriber(request, deps.db);
      const built = await build(deps, { companyId: company.id, id: params.id });
      const logo = built.logo
        ? { data: built.logo.bytes, width: built.logo.width, height: built.logo.height }
        : null;
      const pdf = await deps.pdf.render(
        { kind: "report", companyId: company.id, report: built.report, logo },
        request.log,
      );
      return sendFile(reply, "application/pdf", downloadName(built, "pdf"), pdf);
    },
  });

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: `${base}.docx`,
    operationId: `get${singular}ReportDocx`,
    summary: `The ${definition.noun}'s report filled into the kind's Word template`,
    success: { status: 200, description: "The Word document.", mediaType: DOCX_MEDIA_TYPE },
    problems,
    handler: async ({ request, reply, params }) => {
      const built = await load(request, params.id);
      const template = await templateFor(deps.db, kind);
      const chart = built.report.blocks.find((block) => block.type === "chart");
      const picture = chart ? await chartImage(chart.chart) : null;
      const docx = fillTemplate(template.content, built.templateData, built.logo, picture);
      return sendFile(reply, DOCX_MEDIA_TYPE, downloadName(built, "docx"), docx);
    },
  });

  if (kind === "transfer-duty") return;

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: `${base}.xlsx`,
    operationId: `get${singular}ReportXlsx`,
    summary:
      kind === "home-loan-repayment"
        ? "The schedule, monthly and by year, as an Excel workbook"
        : kind === "scenario"
          ? "The working and the result as an Excel workbook"
          : "The year-by-year table as an Excel workbook",
    success: { status: 200, description: "The workbook.", mediaType: XLSX_MEDIA_TYPE },
    problems,
    handler: async ({ request, reply, params }) => {
      const built = await load(request, params.id);
      const xlsx = await reportXlsx(kind, built);
      if (!xlsx) throw new AppError(404, "reports/not-found", "This report has no spreadsheet.");
      return sendFile(reply, XLSX_MEDIA_TYPE, downloadName(built, "xlsx"), xlsx);
    },
  });

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: `${base}.csv`,
    operationId: `get${singular}ReportCsv`,
    summary:
      kind === "home-loan-repayment"
        ? "The schedule as CSV (?schedule=yearly for one row a year)"
        : kind === "scenario"
          ? "The working as CSV"
          : "The year-by-year table as CSV",
    query: csvQuerySchema,
    success: { status: 200, description: "The CSV.", mediaType: "text/csv" },
    problems: { ...problems, 400: { description: "A bad schedule parameter." } },
    handler: async ({ request, reply, params, query }) => {
      const built = await load(request, params.id);
      const csv = reportCsv(kind, built, query.schedule);
      if (csv === null) throw new AppError(404, "reports/not-found", "This report has no CSV.");
      return sendFile(reply, "text/csv; charset=utf-8", downloadName(built, "csv"), csv);
    },
  });
}

/** The report of each record kind: JSON for the screen, PDF, Word, and spreadsheets. */
export function registerReportRoutes(app: FastifyInstance, deps: ReportDeps) {
  registerScenarioCompareRoutes(app, deps);
  for (const kind of Object.keys(REPORT_KINDS) as RecordKind[]) {
    registerKindReportRoutes(app, deps, kind);
  }
}
