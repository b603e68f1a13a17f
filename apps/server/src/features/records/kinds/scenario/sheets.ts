import {
  comparedLines,
  lineShown,
  SCENARIO_LINES,
  type ScenarioLine,
} from "@adviser-desk/contracts/scenario-lines";
import type { IncomeTaxResult, TraceLine } from "@adviser-desk/finance";
import {
  addSheet,
  csvCell,
  newWorkbook,
  type SheetColumn,
  type SheetLetterhead,
  toCsv,
  workbookBuffer,
  ZAR_FORMAT,
} from "#server/documents/sheets/sheet-table";
import type { KindSheets } from "../server-kind";

const WORKING: SheetColumn<TraceLine>[] = [
  { header: "Step", type: "text", value: (l) => l.label, width: 70 },
  { header: "Amount", type: "money", value: (l) => l.amount },
  { header: "Rule", type: "text", value: (l) => l.rule ?? "", width: 50 },
];

async function scenarioXlsx(letterhead: SheetLetterhead, result: IncomeTaxResult) {
  const workbook = await newWorkbook(letterhead);
  addSheet(workbook, "Working", WORKING, result.trace);
  // The result's own lines (the income-tax working and, when it has them, the retirement lines).
  const resultLines = SCENARIO_LINES.filter((line) => !line.retirement || lineShown(line, result));
  const figures = addSheet(
    workbook,
    "Result",
    [
      { header: "Figure", type: "text", value: (line: ScenarioLine) => line.label },
      { header: "Amount", type: "number", value: (line) => line.value(result) },
    ],
    resultLines,
  );
  resultLines.forEach((line, i) => {
    figures.getCell(i + 2, 2).numFmt = line.format === "money" ? ZAR_FORMAT : "0.00%";
  });
  return workbookBuffer(workbook);
}

/** The working and the result lines (with the retirement lines it has); the CSV is the working. */
export const scenarioSheets: KindSheets<"scenario"> = {
  xlsx: scenarioXlsx,
  csv: (result) => toCsv(WORKING, result.trace),
};

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
  for (const line of comparedLines(scenarios.map((s) => s.result))) {
    const row = sheet.addRow([line.label, ...scenarios.map((s) => line.value(s.result))]);
    for (let i = 0; i < scenarios.length; i++) {
      row.getCell(i + 2).numFmt = line.format === "money" ? ZAR_FORMAT : "0.00%";
    }
  }
  sheet.getColumn(1).width = 36;
  for (let i = 0; i < scenarios.length; i++) sheet.getColumn(i + 2).width = 22;
  return workbookBuffer(workbook);
}

/** The compared scenarios' lines, as the Compare tab lists them (comparedLines). */
export function compareCsv(scenarios: ComparedScenario[]) {
  const cell = (v: string) => csvCell(v, "text");
  const lines = [
    ["Figure", ...scenarios.map((s) => cell(s.name))].join(","),
    ["Tax year", ...scenarios.map((s) => String(s.taxYear))].join(","),
    ...comparedLines(scenarios.map((s) => s.result)).map((line) =>
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
