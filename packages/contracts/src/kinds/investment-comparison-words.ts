import type { KindWords } from "./kind";

export const investmentComparisonWords = {
  kind: "investment-comparison",
  path: "investment-comparisons",
  noun: "investment comparison",
  label: "Investment comparison",
  exportFolder: "Investment comparisons",
  spreadsheets: {
    xlsx: "The year-by-year table as an Excel workbook",
    csv: "The year-by-year table as CSV",
  },
} as const satisfies KindWords<"investment-comparison">;
