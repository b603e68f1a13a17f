import type { KindWords } from "./kind";

export const transferDutyWords = {
  kind: "transfer-duty",
  path: "transfer-duties",
  noun: "transfer duty calculation",
  label: "Transfer duty",
  exportFolder: "Transfer duty",
  spreadsheets: null,
} as const satisfies KindWords<"transfer-duty">;
