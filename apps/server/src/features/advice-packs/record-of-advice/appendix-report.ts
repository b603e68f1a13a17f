import type { ReportResponse } from "@adviser-desk/contracts";

/** A table longer than this is a schedule: left out of an appendix's summary pages. */
export const SUMMARY_TABLE_ROWS = 12;

/** Columns that make a table period by period (a year or a month a row): a schedule. */
const PERIOD_COLUMNS = new Set(["year", "month"]);

/** The table of what was assumed: the calculation's basis, printed however long it is. */
const INPUTS_TABLE = "inputs";

const isSummaryBlock = (b: ReportResponse["blocks"][number]) =>
  b.type === "facts" ||
  b.type === "notes" ||
  (b.type === "table" && b.key === INPUTS_TABLE) ||
  (b.type === "table" &&
    b.rows.length <= SUMMARY_TABLE_ROWS &&
    !PERIOD_COLUMNS.has(b.columns[0]?.key ?? ""));

export const SCHEDULES_LEFT_OUT =
  "This appendix gives the calculation's results and basis. Its year-by-year schedules and working are not printed here; your adviser can give them to you.";

/**
 * A calculation's report as a record of advice appends it: whole with `fullSchedules`, otherwise
 * its summary (the figures, short tables, the basis; no long schedules, charts or working), so a
 * record of four calculations is a handful of pages.
 */
export function appendixReport(report: ReportResponse, fullSchedules: boolean): ReportResponse {
  if (fullSchedules) return report;
  const blocks = report.blocks.filter(isSummaryBlock);
  const left = blocks.length < report.blocks.length || report.basis.working.length > 0;
  return {
    ...report,
    blocks: left
      ? [
          ...blocks,
          { type: "notes", key: "left-out", title: "Schedules", items: [SCHEDULES_LEFT_OUT] },
        ]
      : blocks,
    basis: { ...report.basis, working: [] },
  };
}
