import { SCENARIO_LINES } from "@adviser-desk/contracts/scenario-lines";
import type { IncomeTaxResult } from "@adviser-desk/finance";
import { csvCell, newWorkbook, workbookBuffer, ZAR_FORMAT } from "./sheet-table";

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
