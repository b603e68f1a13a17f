import {
  BASIS_WITHOUT_TABLES,
  type ReportResponse,
  type RoaRecord,
  riskProfileOf,
} from "@adviser-desk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderReportPdf } from "#server/documents/pdf/render-pdf";
import type { ReportPageSize } from "#server/documents/pdf/report-document";
import {
  appendixReport,
  SCHEDULES_LEFT_OUT,
} from "#server/features/advice-packs/record-of-advice/appendix-report";
import { roaSections } from "#server/features/advice-packs/record-of-advice/roa-blocks";
import { brokenWords, printedStrings, splitValues } from "../../../test/support/line-breaks";
import { type Line, pdfLines } from "../../../test/support/pdf-lines";
import {
  type PrintedSum,
  printedFigure,
  printedSums,
  type SumCheck,
  tableTotals,
} from "../../../test/support/printed-sums";
import { completeRoaContent, issueRoa } from "../../../test/support/record-of-advice-steps";
import { KINDS } from "../../../test/support/record-steps";
import {
  type ReportFixtures,
  reportUrl,
  seedReportFixtures,
} from "../../../test/support/report-fixtures";
import { pdfBoxes } from "../../../test/support/report-lint";
import { scenarioSums } from "../../../test/support/scenario-sums";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * Report lint, second half: every kind's PDF read back as lines of text with their positions, as
 * a client copies or reads them. Sums are checked as printed (each Total row against the rows
 * above it, each subtotal against its lines); no value joined with no-break spaces is split over
 * two lines; no word is broken; every apostrophe copies as typed. The PDFs are drawn one after
 * another in this one process, as a PDF worker draws them, at A4 and at a narrower and a wider
 * page, because what went wrong came from state one PDF left for the next.
 */

let t: TestApp;
let fixtures: ReportFixtures;
const models: Record<string, ReportResponse> = {};

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await seedReportFixtures(t);
  for (const { kind } of KINDS) {
    const res = await fixtures.client.request("GET", reportUrl(fixtures, kind));
    expect(res.status).toBe(200);
    models[kind] = res.json as ReportResponse;
  }
}, 120_000);
afterAll(async () => t.close());

const model = (kind: string) => {
  const found = models[kind];
  if (!found) throw new Error(kind);
  return found;
};

async function linesOf(report: ReportResponse, size: ReportPageSize = "A4"): Promise<Line[]> {
  return pdfLines((await pdfBoxes(await renderReportPdf(report, null, size))).pages);
}

/** Words of the page around the report's own text (header, footer, section headings). */
const PAGE_WORDS = [
  "Prepared for Date Tax year Locked advice: these figures were fixed on and do not change when",
  "How it was worked out Basis Source: Page of (estimate) VAT no. Total ·",
  BASIS_WITHOUT_TABLES,
];

/** The printed sums of each kind, by their labels, beyond its tables' Total rows. */
function sumsOf(kind: string, lines: Line[]): PrintedSum[] {
  const facts = (title: string) => {
    const block = model(kind).blocks.find((b) => b.type === "facts" && b.title === title);
    if (block?.type !== "facts") throw new Error(`${kind}: no ${title}`);
    const labels = block.rows.map((row) => row.label);
    return { total: labels.at(-1) ?? "", terms: labels.slice(0, -1) };
  };
  switch (kind) {
    case "scenario":
      return scenarioSums((label) => printedFigure(lines, label) !== undefined);
    case "transfer-duty":
      return [
        facts("Transfer costs"),
        facts("Bond registration costs"),
        { total: "Total costs", terms: ["Transfer costs", "Bond registration costs"] },
        { total: "Cash needed (deposit and costs)", terms: ["Deposit", "Total costs"] },
      ];
    case "home-loan-repayment":
      return [
        { total: "Total paid", terms: ["Loan amount", "Total interest", "Total service fees"] },
        {
          total: "Interest saved",
          terms: ["Interest without extra payments", "minus Total interest"],
        },
      ];
    default:
      return [];
  }
}

describe("every kind's PDF, drawn one after another in one process", () => {
  const sizes: [string, ReportPageSize][] = [
    ["A4", "A4"],
    // Narrower than A4 but wide enough for the seven figures of the investment table (on A5
    // they cannot fit their columns at all).
    ["narrow", { width: 480, height: 680 }],
    ["wide (A4 landscape)", { width: 842, height: 595 }],
  ];

  it("apostrophes copy as typed, no word is broken, no no-break value is split", async () => {
    // A document with quotes first: the straight and curly double quotes are drawn from the
    // apostrophe glyphs, which is what once left every later apostrophe without its character.
    const quoted = { ...model("scenario"), recordName: `"Salary" with “travel”` };
    await renderReportPdf(quoted, null);
    const problems: string[] = [];
    let apostrophes = 0;
    for (const [sizeName, size] of sizes) {
      for (const { kind } of KINDS) {
        const where = `${kind} ${sizeName}`;
        const printed = printedStrings(model(kind));
        const lines = await linesOf(model(kind), size);
        const pdfWords = new Set(lines.flatMap((line) => line.text.split(/\s+/)));
        for (const word of new Set(printed.join(" ").match(/\w+['’]\w+/g) ?? [])) {
          apostrophes++;
          if (![...pdfWords].some((w) => w.includes(word)))
            problems.push(`${where}: "${word}" not copied as typed`);
        }
        problems.push(
          ...splitValues(where, lines, printed),
          ...brokenWords(where, lines, printed, PAGE_WORDS),
        );
      }
    }
    expect(problems).toEqual([]);
    expect(apostrophes).toBeGreaterThan(10);
  }, 300_000);
});

describe("the sums as printed", () => {
  it.each(KINDS.map((k) => k.kind))(
    "%s: every total is the sum of its printed rows",
    async (kind) => {
      const res = await fixtures.client.request("GET", `${reportUrl(fixtures, kind)}.pdf`);
      expect(res.status).toBe(200);
      const lines = pdfLines((await pdfBoxes(res.raw)).pages);
      const tables = tableTotals(kind, lines);
      const sums = printedSums(kind, lines, sumsOf(kind, lines));
      expect([...tables.problems, ...sums.problems]).toEqual([]);
      const checked = (check: SumCheck) => check.checked.length;
      // The home loan's yearly table totals interest, capital, extras and fees.
      expect(checked(tables)).toBe(kind === "home-loan-repayment" ? 4 : 0);
      const subtotals: Record<string, number> = {
        scenario: 4,
        "transfer-duty": 4,
        "home-loan-repayment": 2,
      };
      expect(checked(sums)).toBe(subtotals[kind] ?? 0);
    },
  );

  it("a Total row that is not the sum of its column fails (the review's R 2 000 000 capital)", async () => {
    const report = structuredClone(model("home-loan-repayment"));
    const table = report.blocks.find((b) => b.type === "table" && b.footer);
    if (table?.type !== "table" || !table.footer) throw new Error("no yearly table");
    const capital = table.columns.findIndex((c) => c.label === "Capital");
    table.footer[capital] = "R\u00a02\u00a0000\u00a0000,00";
    const { problems } = tableTotals("broken", await linesOf(report));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("printed R 2 000 000,00 but its 14 rows add up to 1564000");
  });

  it("a subtotal that is not the sum of its lines fails", async () => {
    const report = structuredClone(model("transfer-duty"));
    const block = report.blocks.find((b) => b.type === "facts" && b.title === "Transfer costs");
    const total = block?.type === "facts" ? block.rows.at(-1) : undefined;
    if (!total) throw new Error("no transfer costs");
    total.value = "R\u00a0123\u00a0112,76";
    const lines = await linesOf(report);
    expect(printedSums("broken", lines, sumsOf("transfer-duty", lines)).problems).toEqual([
      expect.stringContaining("Transfer costs printed 123112.76"),
      expect.stringContaining("Total costs printed"),
    ]);
  });
});

describe("a record of advice on every kind, read back", () => {
  it.each([false, true])(
    "breaks no word or value, and its tables' totals are the sums of their rows (full schedules: %s)",
    async (fullSchedules) => {
      const clientId = model("scenario").clientId;
      const recordIds = KINDS.map(({ kind }) => fixtures.ids[kind] ?? "");
      const draft = await fixtures.client.get(`/api/v1/clients/${clientId}/record-of-advice`);
      const records = draft.json.records as RoaRecord[];
      const comparison = records.find((r) => r.kind === "investment-comparison");
      const evidence = comparison?.evidence[0];
      if (!comparison || !evidence) throw new Error("no comparison to point to");
      const content = {
        ...completeRoaContent(recordIds, { recordId: comparison.id, key: evidence.key }),
        fullSchedules,
      };
      const issued = await issueRoa(fixtures.client, clientId, recordIds, content);
      expect(issued.status, JSON.stringify(issued.json)).toBe(201);
      const pdf = await fixtures.client.request("GET", issued.json.pdfUrl);
      const lines = pdfLines((await pdfBoxes(pdf.raw)).pages);
      const risk = riskProfileOf(content.needs.riskAnswers);
      if (!risk) throw new Error("risk profile incomplete");
      const sections = roaSections(
        { ...content, evidenceTexts: [evidence.text, null], risk },
        {
          profile: draft.json.profile,
          records: recordIds.map((id) => records.find((r) => r.id === id) as RoaRecord),
        },
      );
      const printed = [
        // The appendices as printed: summary pages unless the full schedules were asked for.
        ...KINDS.flatMap(({ kind }) => printedStrings(appendixReport(model(kind), fullSchedules))),
        // The record's own sections, in a model with nothing else to print.
        ...printedStrings({
          ...model("scenario"),
          basis: { ...model("scenario").basis, working: [] },
          blocks: sections.flatMap((s) => s.blocks),
        }),
      ];
      const packWords = [
        ...PAGE_WORDS,
        "Record of advice Adviser Company Licence Date Version Contents Appendix",
        ...sections.map((s) => s.title),
        SCHEDULES_LEFT_OUT,
      ];
      const tables = tableTotals("pack", lines);
      expect([
        ...splitValues("pack", lines, printed),
        ...brokenWords("pack", lines, printed, packWords),
        ...tables.problems,
      ]).toEqual([]);
      // The full schedules carry the reports' Total rows; the summary pages print none of them.
      if (fullSchedules) expect(tables.checked.length).toBeGreaterThanOrEqual(4);
    },
    120_000,
  );
});
