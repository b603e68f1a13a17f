import type { RecordKind } from "../record-common";
import { RECORD_KIND_ROUTES } from "./record-routes";
import { namedRoutes, type Route } from "./route";

/** A record's report as the screen shows it, and as each file it downloads as. */
const REPORT_FORMATS = { "": "", pdf: "Pdf", docx: "Docx", xlsx: "Xlsx", csv: "Csv" } as const;
export type ReportFormat = keyof typeof REPORT_FORMATS;

/** A transfer duty calculation has no table to put in a spreadsheet. */
export type SpreadsheetKind = Exclude<RecordKind, "transfer-duty">;
type FormatsOf<K extends RecordKind> = K extends SpreadsheetKind
  ? ReportFormat
  : Exclude<ReportFormat, "xlsx" | "csv">;

/** `getScenarioReport`, `getScenarioReportPdf`, …: the kind, then the format. */
export type ReportRouteName<
  K extends RecordKind,
  F extends ReportFormat,
> = `get${(typeof RECORD_KIND_ROUTES)[K]["singular"]}Report${(typeof REPORT_FORMATS)[F]}`;

/** Each kind with each format its report has. */
export type ReportKindFormat = {
  [K in RecordKind]: { [F in FormatsOf<K>]: [K, F] }[FormatsOf<K>];
}[RecordKind];

export type ReportRoutes = {
  readonly [P in ReportKindFormat as ReportRouteName<P[0], P[1]>]: Route<
    ReportRouteName<P[0], P[1]>
  > & {
    readonly access: "subscriber";
  };
};

export function reportRouteName<K extends RecordKind, F extends ReportFormat>(
  kind: K,
  format: F,
): ReportRouteName<K, F> {
  return `get${RECORD_KIND_ROUTES[kind].singular}Report${REPORT_FORMATS[format]}` as ReportRouteName<
    K,
    F
  >;
}

function buildReportRoutes(): ReportRoutes {
  const routes: Record<string, Route> = {};
  for (const kind of Object.keys(RECORD_KIND_ROUTES) as RecordKind[]) {
    for (const format of Object.keys(REPORT_FORMATS) as ReportFormat[]) {
      if (kind === "transfer-duty" && (format === "xlsx" || format === "csv")) continue;
      const name = reportRouteName(kind, format);
      const path = `/api/v1/${RECORD_KIND_ROUTES[kind].path}/:id/report${format && `.${format}`}`;
      routes[name] = { name, method: "GET", path, access: "subscriber", needs: "company.read" };
    }
  }
  // The loops wrote one route under each name ReportRoutes lists; their keys are built strings.
  return routes as ReportRoutes;
}

/**
 * Reports: each kind's report (JSON for the screen, PDF, Word, and for all but transfer duty a
 * workbook and CSV), tax scenarios compared, and the administrators' Word templates.
 */
export const reportRoutes = {
  ...buildReportRoutes(),
  ...namedRoutes({
    compareScenariosXlsx: {
      method: "GET",
      path: "/api/v1/scenarios/compare.xlsx",
      access: "subscriber",
      needs: "company.read",
    },
    compareScenariosCsv: {
      method: "GET",
      path: "/api/v1/scenarios/compare.csv",
      access: "subscriber",
      needs: "company.read",
    },
    listReportTemplates: {
      method: "GET",
      path: "/api/v1/admin/report-templates",
      access: "admin",
    },
    downloadReportTemplate: {
      method: "GET",
      path: "/api/v1/admin/report-templates/:kind",
      access: "admin",
    },
    uploadReportTemplate: {
      method: "PUT",
      path: "/api/v1/admin/report-templates/:kind",
      access: "admin",
    },
    resetReportTemplate: {
      method: "DELETE",
      path: "/api/v1/admin/report-templates/:kind",
      access: "admin",
    },
  }),
};

/** The report endpoint of a kind in a format; for a kind not known until run time, the kinds' union. */
export function reportRoute<K extends RecordKind, F extends FormatsOf<K>>(kind: K, format: F) {
  return reportRoutes[reportRouteName(kind, format) as ReportRouteName<K, F> & keyof ReportRoutes];
}
