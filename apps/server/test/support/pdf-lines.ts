import type { Box } from "./report-lint";

/*
 * A PDF page read back as lines of cells: the text boxes pdf.js finds, grouped by baseline, with
 * the pieces of one word (pdf.js starts a new box at a hard kerning pair) joined again.
 */

export interface Cell {
  text: string;
  x0: number;
  x1: number;
}

export interface Line {
  page: number;
  /** The baseline's height from the bottom of the page, in points. */
  y: number;
  cells: Cell[];
  /** The cells joined by one space: the line as a reader copies it. */
  text: string;
}

/** Below this height (points from the bottom edge) only the fixed page footer prints. */
const FOOTER_TOP = 48;
/** Boxes closer than this (points) are one run of text; farther apart, separate cells. */
const SAME_RUN_GAP = 1;

export function pdfLines(pages: Box[][]): Line[] {
  const lines: Line[] = [];
  pages.forEach((boxes, page) => {
    const byBaseline = new Map<number, Box[]>();
    for (const box of boxes) {
      // pdfBoxes drew each box from 0,2 of its height below the baseline to 0,75 above.
      const baseline = box.y0 + ((box.y1 - box.y0) / 0.95) * 0.2;
      const key = [...byBaseline.keys()].find((y) => Math.abs(y - baseline) < 0.5) ?? baseline;
      byBaseline.set(key, [...(byBaseline.get(key) ?? []), box]);
    }
    const ordered = [...byBaseline.entries()].sort(([a], [b]) => b - a);
    for (const [y, row] of ordered) {
      const cells: Cell[] = [];
      for (const box of row.sort((a, b) => a.x0 - b.x0)) {
        const last = cells.at(-1);
        if (last && box.x0 - last.x1 < SAME_RUN_GAP) {
          last.text += box.text;
          last.x1 = Math.max(last.x1, box.x1);
        } else cells.push({ text: box.text, x0: box.x0, x1: box.x1 });
      }
      for (const cell of cells) cell.text = cell.text.trim();
      lines.push({ page, y, cells, text: cells.map((c) => c.text).join(" ") });
    }
  });
  return lines.filter((line) => line.y > FOOTER_TOP);
}
