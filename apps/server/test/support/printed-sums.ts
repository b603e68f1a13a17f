import type { Line } from "./pdf-lines";
import { centsOf } from "./report-lint";

/*
 * The sums of a PDF as printed: read back from the page, not from the model that drew it, so a
 * total that does not add up fails however it came about.
 */

const MONEY = /^-?R \d{1,3}(?: \d{3})*,\d{2}$/;
const isMoney = (text: string) => MONEY.test(text.replace(/\u00a0/g, " "));
/** A right-aligned figure and its column's other figures end within this distance (points). */
const SAME_COLUMN = 1.5;

export interface SumCheck {
  /** How many sums were read and compared. */
  checked: string[];
  problems: string[];
}

/**
 * Every table whose last row is "Total": each money figure in that row equals the sum of the
 * figures printed above it in its column, back to the table's header (across page breaks).
 * Figures are right-aligned, so a column is the figures whose right edges line up.
 */
export function tableTotals(where: string, lines: Line[]): SumCheck {
  const result: SumCheck = { checked: [], problems: [] };
  lines.forEach((line, at) => {
    if (line.cells[0]?.text !== "Total") return;
    const totals = line.cells.slice(1).filter((c) => isMoney(c.text));
    const sums = totals.map(() => 0);
    const rows: number[] = [];
    for (let i = at - 1; i >= 0; i--) {
      const above = lines[i];
      if (!above) break;
      const inColumns = totals.map((total) =>
        above.cells.find((c) => Math.abs(c.x1 - total.x1) < SAME_COLUMN),
      );
      if (!inColumns.some((c) => c && isMoney(c.text))) break;
      inColumns.forEach((c, column) => {
        if (c && isMoney(c.text)) sums[column] = (sums[column] ?? 0) + centsOf(c.text);
      });
      rows.push(i);
    }
    totals.forEach((total, column) => {
      const name = `${where} page ${line.page + 1} Total column ${column + 1}`;
      result.checked.push(`${name} (${rows.length} rows)`);
      if (rows.length === 0) result.problems.push(`${name}: no rows above the total`);
      else if (centsOf(total.text) !== sums[column])
        result.problems.push(
          `${name}: printed ${total.text} but its ${rows.length} rows add up to ${(sums[column] ?? 0) / 100}`,
        );
    });
  });
  return result;
}

/** The money figure printed on the line that starts with this label ("Transfer duty  R 67 200,00"). */
export function printedFigure(lines: Line[], label: string): number | undefined {
  for (const line of lines) {
    if (line.cells[0]?.text !== label) continue;
    const figure = line.text
      .replace(/\u00a0/g, " ")
      .match(/-?R \d{1,3}(?: \d{3})*,\d{2}/g)
      ?.at(-1);
    if (figure !== undefined) return centsOf(figure);
  }
  return undefined;
}

/**
 * A printed figure that must be the sum of others, by their labels. Figures are signed as printed
 * ("-R 23 800,00" subtracts itself); a term written "minus Label" is subtracted.
 */
export interface PrintedSum {
  total: string;
  terms: string[];
}

const MINUS = "minus ";

export function printedSums(where: string, lines: Line[], sums: PrintedSum[]): SumCheck {
  const result: SumCheck = { checked: [], problems: [] };
  for (const { total, terms } of sums) {
    const figures = [total, ...terms].map((term) => {
      const label = term.startsWith(MINUS) ? term.slice(MINUS.length) : term;
      const cents = printedFigure(lines, label);
      return [label, cents === undefined || label === term ? cents : -cents] as const;
    });
    const missing = figures.filter(([, cents]) => cents === undefined).map(([label]) => label);
    if (missing.length > 0) {
      result.problems.push(`${where}: not printed: ${missing.join(", ")}`);
      continue;
    }
    const [, printed] = figures[0] ?? [];
    const sum = figures.slice(1).reduce((acc, [, cents]) => acc + (cents ?? 0), 0);
    result.checked.push(`${where} ${total}`);
    if (printed !== sum)
      result.problems.push(
        `${where}: ${total} printed ${(printed ?? 0) / 100} but ${terms.join(" + ")} = ${sum / 100}`,
      );
  }
  return result;
}
