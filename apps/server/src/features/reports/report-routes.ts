import {
  DOCX_MEDIA_TYPE,
  hasSpreadsheets,
  RECORD_KINDS,
  type RecordKind,
  XLSX_MEDIA_TYPE,
} from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import { reportRouteName } from "@adviser-desk/contracts/endpoints/report-routes";
import type { FastifyInstance } from "fastify";
import { chartImage } from "#server/documents/docx/chart-image";
import { fillTemplate } from "#server/documents/docx/fill-template";
import type { ReportPdfJob } from "#server/documents/pdf/render-pdf";
import { serverKind } from "#server/features/records";
import { defineRoute } from "#server/http/api-route";
import { sendFile } from "#server/http/send-file";
import type { SubscriberCaller } from "#server/tenancy/caller";
import type { BuiltReport } from "./build-report";
import { buildKindReport } from "./build-report";
import type { ReportDeps } from "./report-deps";
import { downloadName } from "./report-files";
import { type ReportIssueFormat, recordReportIssue } from "./report-issues";
import { registerScenarioCompareRoutes } from "./scenario-compare-routes";
import { templateFor } from "./template-store";

function registerKindReportRoutes<K extends RecordKind>(
  app: FastifyInstance,
  deps: ReportDeps,
  kind: K,
) {
  const load = (caller: SubscriberCaller, id: string): Promise<BuiltReport<K>> =>
    buildKindReport(deps, kind, { scope: caller.company, id });
  /** A file made for download is a report issued: kept for the client's timeline. */
  const issued = (caller: SubscriberCaller, built: BuiltReport<K>, format: ReportIssueFormat) =>
    recordReportIssue(deps.db, { scope: caller.company, userId: caller.user.id, built, format });
  // The endpoints by any kind's name: their answers are a report or a file, alike for every kind.
  const name: RecordKind = kind;

  defineRoute(app, endpoints[reportRouteName(name, "")], {
    handler: async ({ caller, params }) => (await load(caller, params.id)).report,
  });

  defineRoute(app, endpoints[reportRouteName(name, "pdf")], {
    handler: async ({ caller, request, reply, params }) => {
      const built = await load(caller, params.id);
      const logo = built.logo
        ? { data: built.logo.bytes, width: built.logo.width, height: built.logo.height }
        : null;
      const job: ReportPdfJob = {
        kind: "report",
        companyId: caller.company.id,
        report: built.report,
        logo,
      };
      const pdf = await deps.pdf.render(job, request.log);
      await issued(caller, built, "pdf");
      return sendFile(reply, "application/pdf", downloadName(built, "pdf"), pdf);
    },
  });

  defineRoute(app, endpoints[reportRouteName(name, "docx")], {
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

  const { sheets } = serverKind(kind);
  if (!sheets || !hasSpreadsheets(name)) return;

  defineRoute(app, endpoints[reportRouteName(name, "xlsx")], {
    handler: async ({ caller, reply, params }) => {
      const built = await load(caller, params.id);
      const { name: company, lines } = built.report.company;
      const xlsx = await sheets.xlsx({ company, lines }, built.result);
      await issued(caller, built, "xlsx");
      return sendFile(reply, XLSX_MEDIA_TYPE, downloadName(built, "xlsx"), xlsx);
    },
  });

  defineRoute(app, endpoints[reportRouteName(name, "csv")], {
    handler: async ({ caller, reply, params, query }) => {
      const built = await load(caller, params.id);
      const csv = sheets.csv(built.result, query.schedule);
      await issued(caller, built, "csv");
      return sendFile(reply, "text/csv; charset=utf-8", downloadName(built, "csv"), csv);
    },
  });
}

/** The report of each record kind: JSON for the screen, PDF, Word, and spreadsheets. */
export function registerReportRoutes(app: FastifyInstance, deps: ReportDeps) {
  registerScenarioCompareRoutes(app, deps);
  for (const kind of RECORD_KINDS) {
    registerKindReportRoutes(app, deps, kind);
  }
}
