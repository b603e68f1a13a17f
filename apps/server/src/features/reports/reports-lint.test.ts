import { writeFileSync } from "node:fs";
import path from "node:path";
import { BASIS_WITHOUT_TABLES, type ReportResponse } from "@adviser-desk/contracts";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import { printedStrings } from "../../../test/support/line-breaks";
import { KINDS } from "../../../test/support/record-steps";
import {
  COMPANY,
  FSP_LINE,
  HOME_LOAN,
  type ReportFixtures,
  reportUrl,
  seedReportFixtures,
} from "../../../test/support/report-fixtures";
import {
  centsOf,
  type LintOptions,
  lintIdentifiers,
  lintModel,
  lintMoney,
  lintText,
  overlaps,
  pdfBoxes,
} from "../../../test/support/report-lint";
import { docxContent, readWorkbook } from "../../../test/support/report-readers";
import { scenarioSums } from "../../../test/support/scenario-sums";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * Report lint: every kind's report and the scenario comparison, generated from the figures of
 * a real adviser's first day, read back from every format and held to the rules of a client
 * document — totals that add up, no internal ids or research notes, no overlapping text, en-ZA
 * money, the adviser's phone in the international format and the company's e-mail.
 */

let t: TestApp;
let a: HttpClient;
let signInEmail: string;
let fixtures: ReportFixtures;
let copyId: string;
const ids: Record<string, string> = {};

const base = (k: string) => reportUrl(fixtures, k);

beforeAll(async () => {
  t = await createTestApp();
  fixtures = await seedReportFixtures(t);
  ({ client: a, signInEmail, copyId } = fixtures);
  Object.assign(ids, fixtures.ids);
}, 120_000);
afterAll(async () => t.close());

async function download(url: string): Promise<Buffer> {
  const res = await a.request("GET", url);
  expect(res.status, url).toBe(200);
  // REPORT_DUMP_DIR=/tmp/x keeps the files, to look at the pages (pdftoppm).
  const dir = process.env.REPORT_DUMP_DIR;
  if (dir) writeFileSync(path.join(dir, url.slice(8).replace(/[/?=,]/g, "_")), res.raw);
  return res.raw;
}

/** What a client would notice on any document, whatever its format. */
function clientRules(where: string, text: string, options?: LintOptions) {
  const problems = [...lintText(where, text, options), ...lintIdentifiers(where, text)];
  const flat = text.replace(/\u00a0/g, " ");
  if (!flat.includes("+27 82 555 1234")) problems.push(`${where}: phone not "+27 82 555 1234"`);
  if (flat.includes(signInEmail)) problems.push(`${where}: the sign-in e-mail ${signInEmail}`);
  if (!flat.includes(COMPANY.email)) problems.push(`${where}: no company e-mail`);
  if (!flat.includes("Thandi Mokoena")) problems.push(`${where}: no adviser name`);
  if (!flat.includes(FSP_LINE)) problems.push(`${where}: no "${FSP_LINE}"`);
  return problems;
}

describe.each(KINDS.map((k) => k.kind))("the %s report", (kind) => {
  it("model (the screen report): every table total is the sum of its column; the text is clean", async () => {
    const res = await a.request("GET", base(kind));
    expect(res.status).toBe(200);
    const report = res.json as ReportResponse;
    // Everything the screen prints, the working included (it printed a table's id); the record's
    // and client's ids are in the model for links only, never printed.
    const printed = printedStrings(report);
    expect([
      ...lintModel(report),
      ...lintText(`${kind} model`, printed.join("\n")),
      ...printed.flatMap((text) => lintIdentifiers(`${kind} model`, text)),
    ]).toEqual([]);
    // The screen's letterhead: the FSP line right after the adviser's name.
    const { lines } = report.company;
    expect(lines.slice(0, 2)).toEqual(["Thandi Mokoena", FSP_LINE]);
  });

  it("PDF: clean text, no two text boxes overlapping", async () => {
    const { pages, text } = await pdfBoxes(await download(`${base(kind)}.pdf`));
    expect([
      ...clientRules(`${kind} pdf`, text, { money: false, noBreakSpaces: false }),
      ...pages.flat().flatMap((box) => lintMoney(`${kind} pdf`, box.text)),
      ...overlaps(`${kind} pdf`, pages),
    ]).toEqual([]);
  });

  it("Word: clean text with the adviser's identity, and the chart as a picture", async () => {
    const { withNoBreakSpaces, media, documentXml } = docxContent(
      await download(`${base(kind)}.docx`),
    );
    expect(clientRules(`${kind} docx`, withNoBreakSpaces)).toEqual([]);
    // The title is a Word title; a Basis without tables says why instead of an empty table.
    expect(documentXml).toContain('<w:pStyle w:val="Title"/>');
    expect(withNoBreakSpaces.includes(BASIS_WITHOUT_TABLES)).toBe(kind === "home-loan-repayment");
    const charts = media.filter((file) => file.includes("report-chart"));
    expect(charts).toHaveLength(kind === "transfer-duty" ? 0 : 1);
  });
});

/** Every kind has spreadsheet downloads. */
const SHEET_KINDS = KINDS.map((k) => k.kind);

describe("spreadsheets", () => {
  it.each(SHEET_KINDS)("the %s workbook: clean text cells, finite numbers", async (kind) => {
    const workbook = await readWorkbook(await download(`${base(kind)}.xlsx`));
    const problems: string[] = [];
    let cells = 0;
    workbook.eachSheet((sheet) => {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          cells += 1;
          const v = cell.value;
          if (typeof v === "string")
            problems.push(
              ...lintText(`${kind} ${sheet.name}`, v),
              ...lintIdentifiers(`${kind} ${sheet.name}`, v),
            );
          if (typeof v === "number" && !Number.isFinite(v)) problems.push(`${sheet.name}: ${v}`);
        });
      });
    });
    expect(cells).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    // Every sheet prints the letterhead in its page header: the company, the adviser, the FSP line.
    workbook.eachSheet((sheet) => {
      const header = sheet.headerFooter?.oddHeader ?? "";
      expect(header, sheet.name).toContain(COMPANY.accountName);
      expect(header, sheet.name).toContain("Thandi Mokoena");
      expect(header, sheet.name).toContain(FSP_LINE);
    });
  });

  it("the home-loan yearly sheet: the capital column adds up with the extras to the loan", async () => {
    const workbook = await readWorkbook(await download(`${base("home-loan-repayment")}.xlsx`));
    const sheet = workbook.getWorksheet("By year");
    if (!sheet) throw new Error("no By year sheet");
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = (name: string) => {
      const at = header.indexOf(name);
      expect(at, name).toBeGreaterThan(0);
      let cents = 0;
      for (let r = 2; r <= sheet.rowCount; r++) {
        cents += Math.round(Number(sheet.getRow(r).getCell(at).value) * 100);
      }
      return cents;
    };
    expect(column("Capital") + column("Extra")).toBe(HOME_LOAN.loanAmount * 100);
  });

  it("the comparison CSV and workbook: each total line is the sum of the lines above it", async () => {
    const url = `/api/v1/scenarios/compare`;
    const csv = (await download(`${url}.csv?ids=${ids.scenario},${copyId}`)).toString("utf8");
    // A real CSV parser: a label may hold a comma ("Less tax paid (PAYE, fund directive, …)").
    const rows = (parse(csv) as string[][]).slice(2);
    const labels = rows.map((r) => r[0]);
    expect(labels).toContain("Less travel deduction");
    expect(labels).toContain("Income");
    // The sums of the one list of scenario lines (total / opens / aside), checked column by
    // column on the figures as exported. The CSV lists the lines Compare lists (comparedLines):
    // an optional line no compared scenario has is left out, and counts as its 0.
    const sums = scenarioSums((label) => labels.includes(label));
    expect(sums.map((sum) => sum.total)).toEqual([
      "Income",
      "Taxable income",
      "Tax payable",
      "Balance due (− refund)",
    ]);
    for (const column of [1, 2]) {
      const cents = (label: string) => {
        const row = rows.find((r) => r[0] === label);
        if (!row) throw new Error(`the CSV has no "${label}" line`);
        return Math.round(Number(row[column]) * 100);
      };
      for (const { total, terms } of sums) {
        const sum = terms.reduce((acc, term) => acc + cents(term), 0);
        expect(cents(total), `${total} in column ${column}`).toBe(sum);
      }
    }
    const workbook = await readWorkbook(
      await download(`${url}.xlsx?ids=${ids.scenario},${copyId}`),
    );
    const sheetLabels: string[] = [];
    workbook.getWorksheet(1)?.eachRow((row) => sheetLabels.push(String(row.getCell(1).value)));
    expect(sheetLabels.slice(2)).toEqual(labels);
    expect(centsOf("R 1 234,56")).toBe(123456);
  });
});

describe("the whole-number rule (ADR 035)", () => {
  it("passes whole numbers grouped with no-break spaces and fails en-US or breakable groups", () => {
    expect(
      lintText("ok", "R 36 000 × 12\u00a0000 ÷ 30\u00a0000\u00a0km; 204,8\u00a0c/km; 20 years"),
    ).toEqual([]);
    for (const foreign of ["× 12,000 ÷ 30,000 km", "1,500,000 rand", "12,000 km", "30 000 km"]) {
      expect(lintText("bad", foreign), foreign).not.toEqual([]);
    }
    // pdf.js reads a no-break space as a space, so a PDF is held to "no commas" only.
    const pdf = { money: false, noBreakSpaces: false };
    expect(lintText("pdf", "× 12 000 ÷ 30 000 km", pdf)).toEqual([]);
    expect(lintText("pdf", "× 12,000 ÷ 30,000 km", pdf)).not.toEqual([]);
  });
});

describe("the percentage rule", () => {
  it("passes en-ZA percentages and fails a bare, spaced or decimal-point one", () => {
    expect(lintText("ok", "40\u00a0% penalty; 27,5\u00a0% of income; 10,25\u00a0%")).toEqual([]);
    for (const foreign of ["a 40% penalty", "a 40 % penalty", "27.5\u00a0% of income"]) {
      expect(lintText("bad", foreign), foreign).not.toEqual([]);
    }
    // Read from a PDF, where a no-break space comes back as a space: still no "40%" or "27.5 %".
    const pdf = { money: false, noBreakSpaces: false };
    expect(lintText("pdf", "a 40 % penalty", pdf)).toEqual([]);
    expect(lintText("pdf", "a 40% penalty", pdf)).not.toEqual([]);
    expect(lintText("pdf", "27.5 % of income", pdf)).not.toEqual([]);
  });
});

describe("the internal-id rule", () => {
  it("finds each way an id or a code can reach a client, and passes the English around them", () => {
    const leaks = [
      "retirement table from 01 March 2023 (za-lump-sum@2023-03-01)",
      "LSSA fees (ZA-LSSA-CONVEYANCING-GUIDELINE@2026-07-01)",
      "record 3f2b9c1e-7a4d-4e8b-9c0d-1a2b3c4d5e6f",
      "Regime: out-of-community-accrual",
      "Option 1: retirement-annuity",
      "Status: civil-union",
      "Field monthly_contribution",
      "Field monthlyContribution",
    ];
    for (const leak of leaks) {
      expect([...lintText("bad", leak), ...lintIdentifiers("bad", leak)], leak).not.toEqual([]);
    }
    const english = [
      "Out of community of property, with accrual",
      "the retirement lump-sum table in force from 01 March 2023",
      "a tax-free savings account; one-third in cash; the year-by-year table",
      "a retirement annuity, two-pot savings",
      "office@mokoena-wealth.co.za, https://www.mokoena-wealth-group.co.za",
    ];
    for (const text of english) {
      expect([...lintText("ok", text), ...lintIdentifiers("ok", text)], text).toEqual([]);
    }
  });
});
