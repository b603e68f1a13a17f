import type { ReportBlock } from "@adviser-desk/contracts";
import { Font } from "@react-pdf/renderer";
import { PDF_FONT_FAMILY } from "#server/pdf/pdf-fonts";

type TableBlock = Extract<ReportBlock, { type: "table" }>;

/** The type sizes and weights of a table's header, rows and Total row (see pdf-styles.ts). */
export interface TableType {
  header: number;
  body: number;
}
const HEADER_WEIGHT = 600;
const BODY_WEIGHT = 400;
const TOTAL_WEIGHT = 700;
/** A cell's horizontal padding (4 pt each side) and a hair for rounding. */
const CELL_ROOM = 8.5;
/** Narrower than this (points, with its padding), a figure column is a count, not an amount. */
const SHORT_FIGURE = 30;

interface MeasuredFont {
  layout(text: string): { advanceWidth: number };
  unitsPerEm: number;
}

/** The width of a text in points, as the embedded font draws it (the fonts must be prepared). */
export function textWidth(text: string, fontSize: number, fontWeight: number): number {
  const source = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight });
  const font = source.data as unknown as MeasuredFont | null;
  if (!font) throw new Error("the PDF fonts are not prepared");
  return (font.layout(text).advanceWidth / font.unitsPerEm) * fontSize;
}

/** The line breaker breaks only at a plain space: the pieces a cell can wrap into. */
const unbreakable = (text: string) => text.split(/ +/);

/**
 * Column widths in points. A column is never narrower than its widest unbreakable piece — the
 * text between two plain spaces: a figure joined by no-break spaces ("-R 12 818,84") whole —
 * so nothing in a table is wider than its cell, and the line breaker never has to split a value.
 * The room left is shared as before: text columns get more than figures, the first the most.
 */
export function tableColumnWidths(block: TableBlock, available: number, type: TableType): number[] {
  const { columns, rows, footer } = block;
  const widest = (texts: string[], size: number, weight: number) =>
    Math.max(0, ...texts.flatMap(unbreakable).map((piece) => textWidth(piece, size, weight)));
  const least = columns.map((column, i) => {
    const cells = rows.map((row) => row[i] ?? "");
    return (
      CELL_ROOM +
      Math.max(
        widest([column.label], type.header, HEADER_WEIGHT),
        widest(cells, type.body, BODY_WEIGHT),
        widest(footer?.[i] ? [footer[i]] : [], type.body, TOTAL_WEIGHT),
      )
    );
  });
  // A short figure column (a year, a rank) takes its own width: the room goes to the amounts.
  const weights =
    columns.length === 2
      ? [55, 45]
      : columns.map((c, i) =>
          c.numeric && (least[i] ?? 0) < SHORT_FIGURE ? 0.01 : c.numeric ? 1 : i <= 1 ? 2.2 : 1.6,
        );
  return shareWidth(available, weights, least);
}

/** `available` shared by weight, each share at least its minimum (more only if all cannot fit). */
export function shareWidth(available: number, weights: number[], least: number[]): number[] {
  const fixed = new Set<number>();
  for (;;) {
    const free = available - [...fixed].reduce((sum, i) => sum + (least[i] ?? 0), 0);
    const weight = weights.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0);
    const widths = weights.map((w, i) =>
      fixed.has(i) ? (least[i] ?? 0) : (Math.max(free, 0) * w) / weight,
    );
    const short = widths.findIndex((w, i) => !fixed.has(i) && w < (least[i] ?? 0));
    if (short < 0) return widths;
    fixed.add(short);
  }
}
