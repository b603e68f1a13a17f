import { DOCX_MEDIA_TYPE, type RecordKind, XLSX_MEDIA_TYPE } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import { reportRouteName } from "@adviser-desk/contracts/endpoints/report-routes";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../errors/app-error";
import { defineRoute } from "../../http/api-route";
import type { SubscriberCaller } from "../../tenancy/caller";
import type { BuiltReport } from "./build-report";
import { chartImage } from "./docx/chart-image";
import { fillTemplate } from "./docx/fill-template";
import type { ReportDeps } from "./report-deps";
import { attachment, downloadName, reportCsv, reportXlsx } from "./report-files";
import { type ReportIssueFormat, recordReportIssue } from "./report-issues";
import { REPORT_KINDS } from "./report-kinds";
import { registerScenarioCompareRoutes } from "./scenario-compare-routes";
import { templateFor } from "./template-store";

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
  const { build } = REPORT_KINDS[kind];
  const load = (caller: SubscriberCaller, id: string): Promise<BuiltReport> =>
    build(deps, { scope: caller.company, id });
  /** A file made for download is a report issued: kept for the client's timeline. */
  const issued = (caller: SubscriberCaller, built: BuiltReport, format: ReportIssueFormat) =>
    recordReportIssue(deps.db, { scope: caller.company, userId: caller.user.id, built, format });

  defineRoute(app, endpoints[reportRouteName(kind, "")], {
    handler: async ({ caller, params }) => (await load(caller, params.id)).report,
  });

  defineRoute(app, endpoints[reportRouteName(kind, "pdf")], {
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

  defineRoute(app, endpoints[reportRouteName(kind, "docx")], {
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

  defineRoute(app, endpoints[reportRouteName(kind, "xlsx")], {
    handler: async ({ caller, reply, params }) => {
      const built = await load(caller, params.id);
      const xlsx = await reportXlsx(kind, built);
      if (!xlsx) throw new AppError(404, "reports/not-found", "This report has no spreadsheet.");
      await issued(caller, built, "xlsx");
      return sendFile(reply, XLSX_MEDIA_TYPE, downloadName(built, "xlsx"), xlsx);
    },
  });

  defineRoute(app, endpoints[reportRouteName(kind, "csv")], {
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
