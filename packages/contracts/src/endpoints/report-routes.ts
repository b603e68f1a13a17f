import { hasSpreadsheets, KIND_WORDS, kindsInOrder, type SpreadsheetKind } from "../kinds/words";
import type { RecordKind } from "../record-common";
import { type Pascal, pascal } from "./record-routes";
import { namedRoutes, type Route } from "./route";

/** A record's report as the screen shows it, and each file it downloads as. */
const REPORT_FORMATS = { "": "", pdf: "Pdf", docx: "Docx", xlsx: "Xlsx", csv: "Csv" } as const;
export type ReportFormat = keyof typeof REPORT_FORMATS;

type FormatsOf<K extends RecordKind> = K extends SpreadsheetKind
  ? ReportFormat
  : Exclude<ReportFormat, "xlsx" | "csv">;

/** `getScenarioReport`, `getScenarioReportPdf`, …: the kind, then the format (if it has it). */
export type ReportRouteName<K extends RecordKind, F extends ReportFormat> = K extends RecordKind
  ? F extends FormatsOf<K>
    ? `get${Pascal<K>}Report${(typeof REPORT_FORMATS)[F]}`
    : never
  : never;

/** Each kind with each format its report has. */
export type ReportKindFormat = {
  [K in RecordKind]: { [F in FormatsOf<K>]: [K, F] }[FormatsOf<K>];
}[RecordKind];

type ReportRoute<N extends string> = Route<N> & { readonly access: "subscriber" };

export type ReportRoutes = {
  readonly [P in ReportKindFormat as ReportRouteName<P[0], P[1]>]: ReportRoute<
    ReportRouteName<P[0], P[1]>
  >;
};

export const reportRouteName = <K extends RecordKind, F extends ReportFormat>(
  kind: K,
  format: F,
): ReportRouteName<K, F> =>
  `get${pascal(kind)}Report${REPORT_FORMATS[format]}` as ReportRouteName<K, F>;

/** The report endpoint of a kind in a format; for a kind not known until run time, the kinds' union. */
export function reportRoute<K extends RecordKind, F extends FormatsOf<K>>(
  kind: K,
  format: F,
): ReportRoute<ReportRouteName<K, F>> {
  return {
    name: reportRouteName(kind, format),
    method: "GET",
    path: `/api/v1/${KIND_WORDS[kind].path}/:id/report${format && `.${format}`}`,
    access: "subscriber",
    needs: "company.read",
  };
}

function buildReportRoutes(): ReportRoutes {
  const routes: Record<string, Route> = {};
  for (const kind of kindsInOrder()) {
    for (const format of Object.keys(REPORT_FORMATS) as ReportFormat[]) {
      const sheet = format === "xlsx" || format === "csv";
      if (sheet && !hasSpreadsheets(kind)) continue;
      const route = reportRoute(kind, format);
      routes[route.name] = route;
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
