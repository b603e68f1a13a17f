import { rateTableToCsv } from "@adviser-desk/contracts";

/** Saves a table in the import's CSV layout, to edit in a spreadsheet and import again. */
export function downloadTableCsv(table: unknown, fileName: string): void {
  const blob = new Blob([rateTableToCsv(table)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
