import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ReportResponse } from "@adviser-desk/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "./support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "./support/record-steps";
import {
  centsOf,
  type LintOptions,
  lintModel,
  lintMoney,
  lintText,
  overlaps,
  pdfBoxes,
} from "./support/report-lint";
import { docxContent, readWorkbook } from "./support/report-readers";
import { createTestApp, type TestApp } from "./support/test-app";

/*
 * Report lint: every kind's report and the scenario comparison, generated from the figures of
 * a real adviser's first day, read back from every format and held to the rules of a client
 * document — totals that add up, no internal ids or research notes, no overlapping text, en-ZA
 * money, the adviser's phone in the international format and the company's e-mail.
 */

let t: TestApp;
let a: HttpClient;
let signInEmail: string;
const ids: Record<string, string> = {};
let copyId: string;

const COMPANY = {
  accountName: "Mokoena Wealth (Pty) Ltd",
  contactPerson: { firstName: "Thandi", lastName: "Mokoena" },
  email: "thandi@mokoenawealth.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "082 555 1234" },
};
const SCENARIO = {
  age: 45,
  salary: 850_000,
  localInterest: 30_000,
  retirementContributions: 120_000,
  medicalSchemeMembers: 3,
  medicalSchemeMonths: 12,
  medicalSchemeFees: 60_000,
  travelAllowance: 120_000,
  businessKilometres: 12_000,
  totalKilometres: 30_000,
  vehicleValue: 450_000,
  capitalGains: [{ description: "Shares", gain: 200_000, primaryResidence: false }],
};
const TRANSFER = {
  transferAmount: 2_500_000,
  bondAmount: 2_000_000,
  acquisitionDate: "2026-11-23",
  vatRegisteredSeller: false,
  buyerType: "natural",
};
const HOME_LOAN = {
  loanAmount: 2_000_000,
  annualRatePercent: 10.25,
  termMonths: 240,
  startDate: "2026-12-01",
  monthlyServiceFee: 69,
  extraMonthly: 2_000,
  lumpSums: [
    { date: "2027-12-01", amount: 100_000 },
    { date: "2028-12-01", amount: 10_000 },
  ],
};

const kindOf = (k: string) => {
  const found = KINDS.find((x) => x.kind === k);
  if (!found) throw new Error(k);
  return found;
};
const base = (k: string) => `/api/v1/${kindOf(k).path}/${ids[k]}/report`;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a, email: signInEmail } = await subscribedAdviser(t, "Thandi Mokoena", COMPANY));
  const clientId = (await addClient(a, { clientName: "Sipho", clientSurname: "Ndlovu" })).id;
  const add = async (k: string, name: string, inputs?: unknown) =>
    (await addRecord(a, kindOf(k), clientId, name, inputs ? { inputs } : {})).id as string;
  ids.scenario = await add("scenario", "Salary with travel", SCENARIO);
  copyId = await add("scenario", "Salary without travel", {
    ...SCENARIO,
    travelAllowance: 0,
    businessKilometres: 0,
    totalKilometres: 0,
    vehicleValue: 0,
  });
  ids["transfer-duty"] = await add("transfer-duty", "Rosebank house", TRANSFER);
  ids["home-loan-repayment"] = await add("home-loan-repayment", "Bond with extras", HOME_LOAN);
  ids["investment-comparison"] = await add("investment-comparison", "Twenty years");
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
  const problems = lintText(where, text, options);
  const flat = text.replace(/\u00a0/g, " ");
  if (!flat.includes("+27 82 555 1234")) problems.push(`${where}: phone not "+27 82 555 1234"`);
  if (flat.includes(signInEmail)) problems.push(`${where}: the sign-in e-mail ${signInEmail}`);
  if (!flat.includes(COMPANY.email)) problems.push(`${where}: no company e-mail`);
  if (!flat.includes("Thandi Mokoena")) problems.push(`${where}: no adviser name`);
  return problems;
}

describe.each(KINDS.map((k) => k.kind))("the %s report", (kind) => {
  it("model: every table total is the sum of its column; the text is clean", async () => {
    const res = await a.request("GET", base(kind));
    expect(res.status).toBe(200);
    const report = res.json as ReportResponse;
    const clientFacing = JSON.stringify({ ...report, basis: { ...report.basis, working: [] } });
    expect([...lintModel(report), ...lintText(`${kind} model`, clientFacing)]).toEqual([]);
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
    const { withNoBreakSpaces, media } = docxContent(await download(`${base(kind)}.docx`));
    expect(clientRules(`${kind} docx`, withNoBreakSpaces)).toEqual([]);
    const charts = media.filter((file) => file.includes("report-chart"));
    expect(charts).toHaveLength(kind === "transfer-duty" ? 0 : 1);
  });
});

describe("spreadsheets", () => {
  it("the home-loan yearly sheet: the capital column adds up with the extras to the loan", async () => {
    const workbook = await readWorkbook(await download(`${base("home-loan-repayment")}.xlsx`));
    const problems: string[] = [];
    workbook.eachSheet((sheet) => {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          const v = cell.value;
          if (typeof v === "string") problems.push(...lintText(sheet.name, v));
          if (typeof v === "number" && !Number.isFinite(v)) problems.push(`${sheet.name}: ${v}`);
        });
      });
    });
    expect(problems).toEqual([]);
  });

  it("the comparison CSV and workbook: each total line is the sum of the lines above it", async () => {
    const url = `/api/v1/scenarios/compare`;
    const csv = (await download(`${url}.csv?ids=${ids.scenario},${copyId}`)).toString("utf8");
    const rows = csv
      .trim()
      .split("\r\n")
      .slice(2)
      .map((line) => line.split(","));
    const labels = rows.map((r) => r[0]);
    expect(labels).toContain("Less travel deduction");
    expect(labels).toContain("Income");
    for (const column of [1, 2]) {
      let running = 0;
      for (const row of rows) {
        const label = row[0] ?? "";
        const cents = Math.round(Number(row[column]) * 100);
        if (label === "Tax per month" || label.endsWith("rate")) continue;
        if (label === "Income" || label === "Taxable income" || label === "Tax payable") {
          expect(cents, `${label} column ${column}`).toBe(running);
        }
        if (label === "Balance due (− refund)") expect(cents).toBe(running);
        running =
          label === "Tax before rebates"
            ? cents
            : running +
              (label === "Income" || label === "Taxable income" || label === "Tax payable"
                ? 0
                : cents);
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
