import type { KindWords } from "./kind";

export const transferDutyWords = {
  kind: "transfer-duty",
  path: "transfer-duties",
  noun: "transfer duty calculation",
  label: "Transfer duty",
  exportFolder: "Transfer duty",
  spreadsheets: {
    xlsx: "The costs line by line and the working, as an Excel workbook",
    csv: "The costs line by line as CSV",
  },
} as const satisfies KindWords<"transfer-duty">;
