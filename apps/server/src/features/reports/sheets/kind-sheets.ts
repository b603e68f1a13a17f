import { SCENARIO_LINES, type ScenarioLine } from "@adviser-desk/contracts/scenario-lines";
import {
  type BondResult,
  type BondScheduleRow,
  type BondYearRow,
  type IncomeTaxResult,
  type InvestmentComparisonResult,
  type TraceLine,
  YEAR_GRID_MEASURES,
  yearGrid,
} from "@adviser-desk/finance";
import { optionType } from "../kinds/investment-content";
import { retirementFigures } from "../kinds/retirement-figures";
import {
  addSheet,
  csvCell,
  newWorkbook,
  type SheetColumn,
  toCsv,
  workbookBuffer,
  ZAR_FORMAT,
} from "./sheet-table";

const MONTHLY: SheetColumn<BondScheduleRow>[] = [
  { header: "Month", type: "number", value: (r) => r.month, width: 8 },
  { header: "Date", type: "date", value: (r) => r.date, width: 13 },
  { header: "Opening balance", type: "money", value: (r) => r.openingBalance },
  { header: "Annual rate %", type: "number", value: (r) => r.annualRatePercent, width: 12 },
  { header: "Interest", type: "money", value: (r) => r.interest },
  { header: "Capital", type: "money", value: (r) => r.principal },
  { header: "Instalment", type: "money", value: (r) => r.instalment },
  { header: "Extra", type: "money", value: (r) => r.extra },
  { header: "Fee", type: "money", value: (r) => r.fee },
  { header: "Closing balance", type: "money", value: (r) => r.closingBalance },
];
const YEARLY: SheetColumn<BondYearRow>[] = [
  { header: "Year", type: "number", value: (r) => r.year, width: 8 },
  { header: "From", type: "date", value: (r) => r.startDate, width: 13 },
  { header: "To", type: "date", value: (r) => r.endDate, width: 13 },
  { header: "Opening balance", type: "money", value: (r) => r.openingBalance },
  { header: "Interest", type: "money", value: (r) => r.interest },
  { header: "Capital", type: "money", value: (r) => r.principal },
  { header: "Extra", type: "money", value: (r) => r.extra },
  { header: "Fees", type: "money", value: (r) => r.fees },
  { header: "Closing balance", type: "money", value: (r) => r.closingBalance },
];

export async function homeLoanXlsx(company: string, result: BondResult) {
  const workbook = await newWorkbook(company);
  addSheet(workbook, "Monthly schedule", MONTHLY, result.schedule);
  addSheet(workbook, "By year", YEARLY, result.yearly);
  return workbookBuffer(workbook);
}
export const homeLoanCsv = (result: BondResult, period: "monthly" | "yearly") =>
  period === "yearly" ? toCsv(YEARLY, result.yearly) : toCsv(MONTHLY, result.schedule);

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

export async function investmentXlsx(company: string, result: InvestmentComparisonResult) {
  const workbook = await newWorkbook(company);
  const grid = yearGridSheet(result);
  addSheet(workbook, "Year by year", grid.columns, grid.rows);
  addSheet(workbook, "At the horizon", OPTIONS, result.options);
  return workbookBuffer(workbook);
}
export const investmentCsv = (result: InvestmentComparisonResult) => {
  const grid = yearGridSheet(result);
  return toCsv(grid.columns, grid.rows);
};

const WORKING: SheetColumn<TraceLine>[] = [
  { header: "Step", type: "text", value: (l) => l.label, width: 70 },
  { header: "Amount", type: "money", value: (l) => l.amount },
  { header: "Rule", type: "text", value: (l) => l.rule ?? "", width: 50 },
];

export async function scenarioXlsx(company: string, result: IncomeTaxResult) {
  const workbook = await newWorkbook(company);
  addSheet(workbook, "Working", WORKING, result.trace);
  const figures = addSheet(
    workbook,
    "Result",
    [
      { header: "Figure", type: "text", value: (line: ScenarioLine) => line.label },
      { header: "Amount", type: "number", value: (line) => line.value(result) },
    ],
    SCENARIO_LINES,
  );
  SCENARIO_LINES.forEach((line, i) => {
    figures.getCell(i + 2, 2).numFmt = line.format === "money" ? ZAR_FORMAT : "0.00%";
  });
  const retirement = retirementFigures(result).filter((f) => f.present);
  if (retirement.length > 0) {
    addSheet(
      workbook,
      "Retirement and IRP6",
      [
        {
          header: "Figure",
          type: "text",
          value: (f: (typeof retirement)[number]) => f.label,
          width: 48,
        },
        { header: "Amount", type: "money", value: (f) => f.value },
      ],
      retirement,
    );
  }
  return workbookBuffer(workbook);
}
export const scenarioCsv = (result: IncomeTaxResult) => toCsv(WORKING, result.trace);

export interface ComparedScenario {
  name: string;
  taxYear: number;
  result: IncomeTaxResult;
}

export async function compareXlsx(company: string, scenarios: ComparedScenario[]) {
  const workbook = await newWorkbook(company);
  const sheet = workbook.addWorksheet("Comparison", {
    views: [{ state: "frozen", xSplit: 1, ySplit: 2 }],
  });
  sheet.addRow(["Scenario", ...scenarios.map((s) => s.name)]).font = { bold: true };
  sheet.addRow(["Tax year", ...scenarios.map((s) => s.taxYear)]);
  for (const line of SCENARIO_LINES) {
    const row = sheet.addRow([line.label, ...scenarios.map((s) => line.value(s.result))]);
    for (let i = 0; i < scenarios.length; i++) {
      row.getCell(i + 2).numFmt = line.format === "money" ? ZAR_FORMAT : "0.00%";
    }
  }
  sheet.getColumn(1).width = 36;
  for (let i = 0; i < scenarios.length; i++) sheet.getColumn(i + 2).width = 22;
  return workbookBuffer(workbook);
}

export function compareCsv(scenarios: ComparedScenario[]) {
  const cell = (v: string) => csvCell(v, "text");
  const lines = [
    ["Figure", ...scenarios.map((s) => cell(s.name))].join(","),
    ["Tax year", ...scenarios.map((s) => String(s.taxYear))].join(","),
    ...SCENARIO_LINES.map((line) =>
      [
        cell(line.label),
        ...scenarios.map((s) =>
          csvCell(line.value(s.result), line.format === "money" ? "money" : "percent"),
        ),
      ].join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
