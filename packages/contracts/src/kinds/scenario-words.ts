import type { KindWords } from "./kind";

export const scenarioWords = {
  kind: "scenario",
  path: "scenarios",
  noun: "scenario",
  label: "Tax scenario",
  exportFolder: "Tax scenarios",
  spreadsheets: {
    xlsx: "The working and the result as an Excel workbook",
    csv: "The working as CSV",
  },
} as const satisfies KindWords<"scenario">;
