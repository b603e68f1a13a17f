import { csvField, looksLikeFormula } from "@adviser-desk/contracts";
import type ExcelJS from "exceljs";

/** A column of a spreadsheet: money and dates are real numbers and dates, not text. */
export interface SheetColumn<Row> {
  header: string;
  type: "money" | "date" | "number" | "text" | "percent";
  value(row: Row): number | string;
  width?: number;
}

export const ZAR_FORMAT = '"R" #,##0.00';
const FORMATS = {
  money: ZAR_FORMAT,
  date: "dd mmm yyyy",
  number: "0",
  percent: "0.00%",
  text: "@",
};

/** "2026-03-01" → a Date at midnight UTC (Excel shows the calendar day). */
const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** Adds a sheet with a bold, frozen header row and typed cells. */
export function addSheet<Row>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: SheetColumn<Row>[],
  rows: readonly Row[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? (c.type === "text" ? 36 : 16),
    style: c.type === "text" ? {} : { numFmt: FORMATS[c.type] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        return c.type === "date" && typeof value === "string" ? asDate(value) : value;
      }),
    );
  }
  return sheet;
}

/** Who the workbook is from: the company and the letterhead's contact lines (`letterheadLines`). */
export interface SheetLetterhead {
  company: string;
  lines: readonly string[];
}

const letterheads = new WeakMap<ExcelJS.Workbook, SheetLetterhead>();

/** Excel's header codes start with "&": a literal one is doubled. */
const headerText = (text: string) => text.replace(/&/g, "&&");

/**
 * The printed page header of every sheet: the company on the left, the adviser and the FSP line
 * (the letterhead's lines) on the right, so a printed or shared sheet says who it is from.
 */
function applyLetterhead(workbook: ExcelJS.Workbook) {
  const letterhead = letterheads.get(workbook);
  if (!letterhead) return;
  const oddHeader = `&L${headerText(letterhead.company)}&R${headerText(letterhead.lines.join("\n"))}`;
  workbook.eachSheet((sheet) => {
    sheet.headerFooter = { ...sheet.headerFooter, oddHeader, oddFooter: "&RPage &P of &N" };
  });
}

/**
 * Every workbook we send is written here, so every cell passes one check (OWASP CSV injection,
 * see contracts/spreadsheet-cells.ts): no formulas at all, and text a spreadsheet could read as
 * one is a string cell in the Text format.
 */
export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const { default: Excel } = await import("exceljs");
  applyLetterhead(workbook);
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (cell.type === Excel.ValueType.Formula) {
          throw new Error(
            `a report workbook must not contain formulas (${sheet.name}!${cell.address})`,
          );
        }
        if (typeof cell.value === "string" && looksLikeFormula(cell.value)) cell.numFmt = "@";
      });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** ExcelJS loads on the first spreadsheet: it is large, and start-up should not wait for it. */
export async function newWorkbook(from: SheetLetterhead | string) {
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  const letterhead = typeof from === "string" ? null : from;
  if (letterhead) letterheads.set(workbook, letterhead);
  workbook.creator = letterhead ? letterhead.company : (from as string);
  workbook.created = new Date(0);
  return workbook;
}

/** Numbers with dot decimals (money to the cent); text through the shared, formula-safe writer. */
export const csvCell = (value: number | string, type: SheetColumn<unknown>["type"]) => {
  if (typeof value === "number") return type === "money" ? value.toFixed(2) : String(value);
  return csvField(value);
};

/** CSV with a header row, dot decimals and no thousands separators (RFC 4180, CRLF). */
export function toCsv<Row>(columns: SheetColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header, "text")).join(","),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row), c.type)).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
