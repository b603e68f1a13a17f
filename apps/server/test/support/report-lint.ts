import type { ReportResponse } from "@adviser-desk/contracts";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { standardFontDataUrl } from "./report-readers";

/*
 * The rules every client document must keep ("report lint"), on text read back from the files.
 */

/** Internal rate-table ids ("za-lssa-conveyancing-guideline@2026-07-01", "za-lump-sum@2023-03-01"). */
const INTERNAL_ID = /[a-z0-9][a-z0-9._-]*@\d{4}-\d{2}-\d{2}/i;
/** A record's, client's or company's id: a UUID in any case. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
/** Words of the research trail and of programming mistakes. */
const FORBIDDEN = [
  "undefined",
  "[object",
  "not confirmed",
  "pages not seen",
  "public repositor",
  "confidence",
  "tariffs.js",
  "github",
  "tech4law",
  "per stbb",
  "ghostdigest",
  "moonstone",
  "profmark",
  "nexia",
  "allafrica",
  "fin24",
  "(version",
];
/** A money string as a candidate ("R 1 234,56", "-R12 000.50", "R698 481.80"). */
const MONEY_CANDIDATE = /-?R\s?\d{1,3}(?:[ \u00a0.,]\d+)*/g;
/** en-ZA: "R 1 234 567,89"; cents optional in prose ("R 46 000"); chart ticks "R 1,9m". */
const MONEY_EN_ZA = /^-?R \d{1,3}(?: \d{3})*(?:,\d{1,2})?$/;
/** A decimal point in a percentage ("7.44%", "10.25 %"). */
const POINT_PERCENT = /\d\.\d+\s?%/;
/** en-ZA puts a no-break space between a number and its percent sign: "40%" is foreign. */
const PERCENT_WITHOUT_SPACE = /\d%/;
/** …and a plain space lets a line break split "40 / %". */
const PERCENT_WITH_PLAIN_SPACE = /\d %/;

/**
 * A whole number grouped with commas ("12,000 km", "1,500,000"): beside the decimal comma it reads
 * as a decimal (ADR 035). Two comma groups, or one before a unit or an operator.
 */
const COMMA_GROUPED =
  /\b\d{1,3}(?:,\d{3}){2,}\b|\b\d{1,3},\d{3}(?= ?(?:km|c\/km|÷|×|years?|months?)\b)/;
/** A whole number grouped with a plain space before its unit: a line could break in "30 / 000 km". */
const PLAIN_SPACE_GROUPED = /\b\d{1,3}(?: \d{3})+ ?km\b/;

export interface LintOptions {
  /** false for text whose cells were joined without separators (a PDF page: check its text boxes one by one with lintMoney). */
  money: boolean;
  /** false where the reader cannot tell a no-break space from a space (pdf.js reads both as " "). */
  noBreakSpaces: boolean;
}

/** The rules on a document's text, as written (with its no-break spaces). */
export function lintText(
  where: string,
  text: string,
  options: LintOptions = { money: true, noBreakSpaces: true },
): string[] {
  const problems: string[] = [];
  const flat = text.replace(/\u00a0/g, " ");
  if (/\bNaN\b/.test(flat)) problems.push(`${where}: NaN`);
  const id = INTERNAL_ID.exec(flat);
  if (id) problems.push(`${where}: internal id ${id[0]}`);
  const uuid = UUID.exec(flat);
  if (uuid) problems.push(`${where}: internal id ${uuid[0]}`);
  for (const word of FORBIDDEN) {
    const at = flat.toLowerCase().indexOf(word.toLowerCase());
    if (at >= 0)
      problems.push(`${where}: "${word}" in …${flat.slice(Math.max(0, at - 40), at + 40)}…`);
  }
  if (options.money) problems.push(...lintMoney(where, flat));
  const grouped = COMMA_GROUPED.exec(flat);
  if (grouped) problems.push(`${where}: whole number grouped with commas "${grouped[0]}"`);
  const spaced = options.noBreakSpaces ? PLAIN_SPACE_GROUPED.exec(text) : null;
  if (spaced) problems.push(`${where}: whole number grouped with a plain space "${spaced[0]}"`);
  const percent = POINT_PERCENT.exec(flat);
  if (percent) problems.push(`${where}: percentage "${percent[0]}"`);
  const unspaced =
    PERCENT_WITHOUT_SPACE.exec(text) ??
    (options.noBreakSpaces ? PERCENT_WITH_PLAIN_SPACE.exec(text) : null);
  if (unspaced) {
    const around = text.slice(Math.max(0, unspaced.index - 30), unspaced.index + 4);
    problems.push(`${where}: percentage without a no-break space in …${around}…`);
  }
  return problems;
}

/** A programmer's name for a field ("incomeYieldPercent") or a stored key ("(tfsa)"). */
// Two letters ("eA") are the Act's paragraph numbers (gross income para (eA)), not a field.
const IDENTIFIER =
  /\b[a-z]+[A-Z][A-Za-z]+\b|\b[a-z]{2,}[A-Z]\b|\((?:tfsa|retirement-annuity|bond-extra)\)/;
/** A stored code: three or more lowercase words joined by hyphens ("out-of-community-accrual"). */
const KEBAB_CODE = /(?<![\w./@-])[a-z0-9]+(?:-[a-z0-9]+){2,}(?![\w/@-]|\.[a-z])/g;
/** …or by underscores ("two_pot", "marital_regime"). */
const SNAKE_CODE = /(?<![\w./@-])[a-z0-9]+(?:_[a-z0-9]+)+(?![\w/@-]|\.[a-z])/;
/** English words written with hyphens that a report may use. */
const ENGLISH_HYPHENATED = new Set(["year-by-year", "record-of-advice", "out-of-pocket"]);
/**
 * Two-word codes the app stores (a wrapper, a marital status or regime, a record kind): too short
 * for the three-word rule, and never how a client reads them.
 */
const STORED_CODES = [
  "retirement-annuity",
  "bond-extra",
  "civil-union",
  "life-partner",
  "in-community",
  "home-loan-repayment",
  "investment-comparison",
  "transfer-duty",
  "first-payment",
  "every-payment",
] as const;
/** A stored code as a whole token: "retirement-annuity", not "the retirement annuity". */
const STORED_CODE = new RegExp(`(?<![\\w-])(?:${STORED_CODES.join("|")})(?![\\w-])`);

/**
 * No field name, stored key or code in text a client reads (not for JSON, whose keys are such
 * names): a client reads "Out of community of property, with accrual", never its code.
 */
export function lintIdentifiers(where: string, text: string): string[] {
  const problems: string[] = [];
  const found = IDENTIFIER.exec(text);
  if (found) problems.push(`${where}: internal name "${found[0]}"`);
  for (const match of text.matchAll(KEBAB_CODE)) {
    if (!ENGLISH_HYPHENATED.has(match[0])) problems.push(`${where}: code "${match[0]}"`);
  }
  const snake = SNAKE_CODE.exec(text);
  if (snake) problems.push(`${where}: code "${snake[0]}"`);
  const stored = STORED_CODE.exec(text);
  if (stored) problems.push(`${where}: code "${stored[0]}"`);
  return problems;
}

/** Every money string in the text is en-ZA. */
export function lintMoney(where: string, text: string): string[] {
  const problems: string[] = [];
  for (const match of text.replace(/\u00a0/g, " ").matchAll(MONEY_CANDIDATE)) {
    const candidate = match[0].replace(/[.,]$/, "");
    if (!MONEY_EN_ZA.test(candidate)) problems.push(`${where}: money "${candidate}"`);
  }
  return problems;
}

/** en-ZA money text → cents ("R 1 234,56" → 123456, "-R 5,00" → -500). */
export function centsOf(text: string): number {
  const clean = text.replace(/\u00a0/g, " ").trim();
  const negative = clean.startsWith("-");
  const digits = clean.replace(/[^\d,]/g, "").replace(",", ".");
  const cents = Math.round(Number(digits) * 100);
  return negative ? -cents : cents;
}

/** Every table total of the report model equals the sum of its column, to the cent. */
export function lintTotals(where: string, rows: string[][], footer: string[] | undefined) {
  const problems: string[] = [];
  if (!footer) return problems;
  footer.forEach((total, column) => {
    if (column === 0 || !total.includes("R")) return;
    const sum = rows.reduce((acc, row) => acc + centsOf(row[column] ?? ""), 0);
    if (centsOf(total) !== sum)
      problems.push(`${where}: column ${column} total ${total} ≠ sum ${sum / 100}`);
  });
  return problems;
}

export function lintModel(report: ReportResponse): string[] {
  const problems: string[] = [];
  for (const block of report.blocks) {
    if (block.type === "table")
      problems.push(...lintTotals(`${report.kind} ${block.title}`, block.rows, block.footer));
  }
  return problems;
}

export interface Box {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The text boxes of every page of a PDF, in PDF points. */
export async function pdfBoxes(bytes: Buffer): Promise<{ pages: Box[][]; text: string }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: Box[][] = [];
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const boxes: Box[] = [];
    let pageText = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      pageText += item.str + (item.hasEOL ? "\n" : "");
      if (item.str.trim() === "") continue;
      const [, , , d = 0, e = 0, f = 0] = item.transform as number[];
      const height = Math.abs(d) || item.height;
      boxes.push({
        text: item.str,
        x0: e,
        x1: e + item.width,
        y0: f - height * 0.2,
        y1: f + height * 0.75,
      });
    }
    pages.push(boxes);
    texts.push(pageText);
  }
  await doc.destroy();
  return { pages, text: texts.join("\n") };
}

/**
 * Pairs of text boxes on one page that overlap. A kerning pair split into two boxes ("7" and
 * ",41 %") overlaps by a fraction of a point on the same baseline; text printed over other text
 * ("below" over "R 0,00") overlaps by more than 2 pt.
 */
/**
 * pdf.js starts a new item where a font kerns a pair hard (Inter tucks "," under "7" in "17,23 %")
 * and measures each item without the kern, so the two pieces of one word seem to overlap by the
 * kern. That is one word drawn once: the next item on the same baseline, overlapping by less
 * than a third of the font size. Text drawn over other text overlaps by more, or is not the next item.
 */
function isKernedContinuation(a: Box, b: Box, distance: number): boolean {
  const fontSize = (a.y1 - a.y0) / 0.95;
  const sameBaseline = Math.abs(a.y0 - b.y0) < 0.01 && Math.abs(a.y1 - b.y1) < 0.01;
  const overlap = a.x1 - b.x0;
  return distance === 1 && sameBaseline && b.x0 > a.x0 && overlap < fontSize / 3;
}

export function overlaps(where: string, pages: Box[][]): string[] {
  const problems: string[] = [];
  pages.forEach((boxes, page) => {
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b) continue;
        const x = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const y = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (x > 2 && y > 2 && !isKernedContinuation(a, b, j - i))
          problems.push(`${where} page ${page + 1}: "${a.text}" overlaps "${b.text}"`);
      }
    }
  });
  return problems;
}
