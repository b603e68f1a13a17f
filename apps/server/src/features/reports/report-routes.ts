import {
  DOCX_MEDIA_TYPE,
  idParamsSchema,
  RECORD_PATHS,
  type RecordKind,
  reportResponseSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../http/api-route";
import { AppError } from "../../http/app-error";
import type { ObservedPdfRenderer } from "../../metrics/observed-pdf-renderer";
import type { SubscriberCaller } from "../../tenancy/caller";
import type { RecordDeps } from "../records/record-deps";
import type { BuiltReport } from "./build-report";
import { chartImage } from "./docx/chart-image";
import { fillTemplate } from "./docx/fill-template";
import { attachment, downloadName, reportCsv, reportXlsx } from "./report-files";
import { type ReportIssueFormat, recordReportIssue } from "./report-issues";
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
  const common = {
    tags: ["reports"],
    access: "subscriber",
    needs: "company.read",
    params: idParamsSchema,
  } as const;
  const problems = {
    404: {
      description: "`records/not-found`: unknown id, another company's, or its client is deleted.",
    },
    409: { description: "`records/deleted`: restore the record first." },
  };
  const load = (caller: SubscriberCaller, id: string): Promise<BuiltReport> =>
    build(deps, { scope: caller.company, id });
  const singular = definition.singular;
  /** A file made for download is a report issued: kept for the client's timeline. */
  const issued = (caller: SubscriberCaller, built: BuiltReport, format: ReportIssueFormat) =>
    recordReportIssue(deps.db, { scope: caller.company, userId: caller.user.id, built, format });

  defineRoute(app, "reports", {
    ...common,
    method: "GET",
    url: base,
    operationId: `get${singular}Report`,
    summary: `The ${definition.noun}'s report as the report screen shows it`,
    success: { status: 200, description: "The report.", schema: reportResponseSchema },
    problems,
    handler: async ({ caller, params }) => (await load(caller, params.id)).report,
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
    handler: async ({ caller, request, reply, params }) => {
      const built = await load(caller, params.id);
      const logo = built.logo
        ? { data: built.logo.bytes, width: built.logo.width, height: built.logo.height }
        : null;
      const pdf = await deps.pdf.render(
        { kind: "report", companyId: caller.company.id, report: built.report, logo },
        request.log,
      );
      await issued(caller, built, "pdf");
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
    handler: async ({ caller, reply, params }) => {
      const built = await load(caller, params.id);
      const grid = built.report.blocks.find(
        (block) => block.type === "table" && block.key === "yearsReal",
      );
      const options = grid?.type === "table" ? grid.columns.length - 1 : undefined;
      const template = await templateFor(deps.db, kind, options);
      const chart = built.report.blocks.find((block) => block.type === "chart");
      const picture = chart ? await chartImage(chart.chart) : null;
      const docx = fillTemplate(template.content, built.templateData, built.logo, picture);
      await issued(caller, built, "docx");
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
    handler: async ({ caller, reply, params }) => {
      const built = await load(caller, params.id);
      const xlsx = await reportXlsx(kind, built);
      if (!xlsx) throw new AppError(404, "reports/not-found", "This report has no spreadsheet.");
      await issued(caller, built, "xlsx");
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
    handler: async ({ caller, reply, params, query }) => {
      const built = await load(caller, params.id);
      const csv = reportCsv(kind, built, query.schedule);
      if (csv === null) throw new AppError(404, "reports/not-found", "This report has no CSV.");
      await issued(caller, built, "csv");
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
