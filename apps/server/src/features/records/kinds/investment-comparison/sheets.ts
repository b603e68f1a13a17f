import {
  type InvestmentComparisonResult,
  YEAR_GRID_MEASURES,
  yearGrid,
} from "@adviser-desk/finance";
import {
  addSheet,
  newWorkbook,
  type SheetColumn,
  type SheetLetterhead,
  toCsv,
  workbookBuffer,
} from "#server/documents/sheets/sheet-table";
import type { KindSheets } from "../server-kind";
import { optionType } from "./report-content";

/** A year's row of the year grids: each measure's value per option (as yearGrid lays them out). */
interface YearGridSheetRow {
  year: number;
  /** By measure key, one value per option. */
  values: Record<string, (number | null)[]>;
}
/** Year × option, as on the screen: for each option its value, after tax, in today's money, paid in. */
function yearGridSheet(result: InvestmentComparisonResult) {
  const grids = YEAR_GRID_MEASURES.map((m) => ({ key: m.key, rows: yearGrid(result, m.key) }));
  const rows: YearGridSheetRow[] = Array.from({ length: result.horizonYears }, (_, i) => ({
    year: i + 1,
    values: Object.fromEntries(grids.map((g) => [g.key, g.rows[i]?.values ?? []])),
  }));
  const columns: SheetColumn<YearGridSheetRow>[] = [
    { header: "Year", type: "number", value: (r) => r.year, width: 8 },
    ...result.options.flatMap((o, index) =>
      YEAR_GRID_MEASURES.map(
        (m): SheetColumn<YearGridSheetRow> => ({
          header: `${o.label}: ${m.label.charAt(0).toLowerCase()}${m.label.slice(1)}`,
          type: "money",
          value: (r) => r.values[m.key]?.[index] ?? "",
          width: 22,
        }),
      ),
    ),
  ];
  return { columns, rows };
}
type OptionRow = InvestmentComparisonResult["options"][number];
const OPTIONS: SheetColumn<OptionRow>[] = [
  { header: "Rank", type: "number", value: (o) => o.summary.rank, width: 8 },
  { header: "Option", type: "text", value: (o) => o.label, width: 28 },
  { header: "Type", type: "text", value: (o) => optionType(o), width: 26 },
  { header: "Paid in", type: "money", value: (o) => o.summary.totalContributed },
  { header: "Value", type: "money", value: (o) => o.summary.finalValue },
  { header: "After tax", type: "money", value: (o) => o.summary.finalAfterTaxValue },
  { header: "In today's money", type: "money", value: (o) => o.summary.finalRealValue },
  {
    header: "Return a year",
    type: "percent",
    value: (o) => (o.summary.annualisedReturnPercent ?? 0) / 100,
  },
  { header: "Against the best", type: "money", value: (o) => o.summary.differenceFromBest },
];

async function investmentXlsx(letterhead: SheetLetterhead, result: InvestmentComparisonResult) {
  const workbook = await newWorkbook(letterhead);
  const grid = yearGridSheet(result);
  addSheet(workbook, "Year by year", grid.columns, grid.rows);
  addSheet(workbook, "At the horizon", OPTIONS, result.options);
  return workbookBuffer(workbook);
}

/** The year grids, and the options at the horizon; the CSV holds the year grids. */
export const investmentSheets: KindSheets<"investment-comparison"> = {
  xlsx: investmentXlsx,
  csv: (result) => {
    const grid = yearGridSheet(result);
    return toCsv(grid.columns, grid.rows);
  },
};
