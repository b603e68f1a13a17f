import type { ReportResponse } from "@adviser-desk/contracts";
import { pdfSafe } from "#server/pdf/pdf-text";
import type { Line } from "./pdf-lines";

/*
 * Line breaks a client would notice, read back from a PDF: a value joined with no-break spaces
 * ("R 11 530,46", "10,25 %") split over two lines, and a word broken in two ("t he", "mo nthly",
 * "attorney s").
 */

const NBSP_VALUE = /[^\s\u00a0]+(?:\u00a0+[^\s\u00a0]+)+/g;
const flat = (text: string) => text.replace(/\u00a0/g, " ");

/** Every string the PDF prints from the report (what a client reads), as the PDF writer gets it. */
export function printedStrings(report: ReportResponse): string[] {
  const { blocks, basis, company, title, recordName, clientFullName, reportDateText } = report;
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object")
      // A row's or column's key names it for templates and is not printed.
      for (const [name, item] of Object.entries(value)) if (name !== "key") walk(item);
  };
  walk(pdfSafe([blocks, basis, company, title, recordName, clientFullName, reportDateText]));
  return out;
}

/**
 * No value joined with no-break spaces is split: each one is found whole on one printed line, and
 * no line ends with a lone "R" before a line that starts with a figure.
 */
export function splitValues(where: string, lines: Line[], printed: string[]): string[] {
  const problems: string[] = [];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (
      next &&
      next.page === line.page &&
      /(?:^|\s)-?R$/.test(flat(line.text)) &&
      /^\d/.test(next.text)
    )
      problems.push(`${where}: "${line.text.slice(-30)}" / "${next.text.slice(0, 20)}"`);
  });
  const text = lines.map((line) => flat(line.text));
  const values = new Set(printed.flatMap((s) => s.match(NBSP_VALUE) ?? []).map(flat));
  for (const value of values) {
    if (!text.some((line) => line.includes(value)))
      problems.push(`${where}: "${value}" is not whole on any line`);
  }
  return problems;
}

/** Words as the reader compares them: without the punctuation around them, in any case (headings print in capitals). */
const words = (text: string) =>
  flat(text)
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[("“‘•·]+|[)"”’.,;:!?]+$/g, ""))
    .filter((w) => w !== "");

/**
 * Every word printed is a word of the report (or of the page around it): a broken word leaves a
 * piece that is not ("t", "nthly", "attorney", "s"). Figures are left to the money rules
 * (a chart axis prints its own ticks).
 */
export function brokenWords(
  where: string,
  lines: Line[],
  printed: string[],
  pageWords: string[],
): string[] {
  const known = new Set([...printed.flatMap(words), ...pageWords.flatMap(words)]);
  const problems: string[] = [];
  for (const line of lines) {
    for (const word of words(line.text)) {
      if (known.has(word) || /^[-−R\d,.%km+=×÷/]+$/.test(word)) continue;
      problems.push(`${where} page ${line.page + 1}: "${word}" in "${line.text.slice(0, 80)}"`);
    }
  }
  return problems;
}
