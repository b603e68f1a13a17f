/**
 * The one writer of spreadsheet cells for every export (CSV and XLSX, server and browser).
 *
 * OWASP "CSV Injection": a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return is
 * run as a formula by Excel, LibreOffice and Google Sheets (`=HYPERLINK(…)`, `+cmd|…`). Such text
 * is written with a leading apostrophe in CSV, which spreadsheets read as "this is text"; in XLSX
 * it is a string cell in the Text format (sheet-table.ts). Numbers are written as numbers: a
 * negative amount is a value, not text, and stays importable.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would read this text as a formula. */
export const looksLikeFormula = (text: string) => FORMULA_TRIGGER.test(text);

/** Text as a spreadsheet must show it: a would-be formula gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** Reads back a cell written by `neutraliseFormula` (imports of our own exports). */
export function undoFormulaGuard(text: string): string {
  return text.startsWith("'") && FORMULA_TRIGGER.test(text.slice(1)) ? text.slice(1) : text;
}

/** One RFC 4180 CSV field: text neutralised and quoted when needed; numbers as given. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = neutraliseFormula(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of fields, without its line ending. */
export const csvLine = (values: readonly (string | number)[]) => values.map(csvField).join(",");
