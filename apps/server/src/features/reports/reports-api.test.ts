import { writeFileSync } from "node:fs";
import path from "node:path";
import { comparedLines } from "@adviser-desk/contracts/scenario-lines";
import { randsFrom, randsToCents } from "@adviser-desk/finance";
import { formatMoney, formatMonthsAsTerm, formatRate } from "@adviser-desk/format";
import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  del,
  KINDS,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { docxContent, pdfText, plain, readWorkbook } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

/*
 * The report of each record kind, read back: the PDF's text, the Word document's text and
 * pictures, the spreadsheet's cells. Figures are compared with the record's own result as the
 * records API returns it, formatted the way the screens format money.
 */

let t: TestApp;
let a: HttpClient;
let b: HttpClient;
let logo: Buffer;
const records: Record<string, { id: string; json: Record<string, unknown> }> = {};
const COMPANY = "Müller & Dlamini Wealth";
const CLIENT = { clientName: "Zoë", clientSurname: "van der Merwe" };
const LOAN_30Y = {
  loanAmount: 2_150_000,
  annualRatePercent: 11.75,
  termMonths: 360,
  startDate: "2026-01-01",
  monthlyServiceFee: 69,
  extraMonthly: 1_500,
};
const SALARY = { age: 52, salary: 1_150_000, retirementContributions: 90_000, payePaid: 300_000 };

const text = (s: string) => plain(s);
/** REPORT_DUMP_DIR=/tmp/x keeps the files, to look at them (pdftoppm) while working on layout. */
const dump = (name: string, bytes: Buffer) => {
  if (process.env.REPORT_DUMP_DIR)
    writeFileSync(path.join(process.env.REPORT_DUMP_DIR, name), bytes);
};
const kind = (k: string) => {
  const found = KINDS.find((x) => x.kind === k);
  if (!found) throw new Error(k);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Lerato Mokoena", { accountName: COMPANY }));
  ({ client: b } = await subscribedAdviser(t, "Bongani Buthelezi"));
  logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#1f3a68" } })
    .png()
    .toBuffer();
  const uploaded = await a.request("PUT", "/api/v1/company/logo", logo, {
    "content-type": "image/png",
  });
  expect(uploaded.status).toBe(200);
  const clientId = (await addClient(a, CLIENT)).id;
  const add = async (k: string, name: string, inputs?: unknown) => {
    const json = await addRecord(a, kind(k), clientId, name, inputs ? { inputs } : {});
    records[k] = { id: json.id, json };
  };
  await add("scenario", "Retire at 60", SALARY);
  await add("transfer-duty", "Rosebank flat");
  await add("home-loan-repayment", "30-year bond", LOAN_30Y);
  await add("investment-comparison", "TFSA or unit trust");
});
afterAll(async () => t.close());

const recordOf = (k: string) => {
  const r = records[k];
  if (!r) throw new Error(k);
  return r;
};
const url = (k: string, suffix: string) =>
  `/api/v1/${kind(k).path}/${recordOf(k).id}/report${suffix}`;

// biome-ignore lint/suspicious/noExplicitAny: results are read as the API's JSON.
const resultOf = (k: string): any => recordOf(k).json.result;

/** The headline figures of each kind, formatted as the screens show them. */
function keyFigures(k: string): string[] {
  const r = resultOf(k);
  switch (k) {
    case "scenario":
      return [formatMoney(r.taxPayable), formatMoney(r.taxableIncome), formatRate(r.marginalRate)];
    case "transfer-duty":
      return [
        formatMoney(r.transfer.transferDuty),
        formatMoney(r.totalCosts),
        formatMoney(r.cashNeeded),
      ];
    case "home-loan-repayment":
      return [
        formatMoney(r.instalment),
        formatMoney(r.totalInterest),
        formatMonthsAsTerm(r.payoffMonths),
      ];
    default:
      return [
        r.bestLabel,
        ...r.options.map((o: { summary: { finalRealValue: number } }) =>
          formatMoney(o.summary.finalRealValue),
        ),
      ];
  }
}

describe("PDF report of each kind", () => {
  it.each(KINDS.map((k) => k.kind))(
    "%s: a PDF whose text has the client, the company and the key results",
    async (k) => {
      const res = await a.get(url(k, ".pdf"));
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(String(res.headers["content-disposition"])).toContain("attachment;");
      expect(res.raw.subarray(0, 5).toString()).toBe("%PDF-");
      dump(`${k}.pdf`, res.raw);
      const pdf = await pdfText(res.raw);
      const flat = pdf.text.replace(/\s+/g, " ");
      expect(flat).toContain("Zoë van der Merwe");
      expect(flat).toContain(COMPANY);
      expect(flat).toContain("Basis");
      for (const figure of keyFigures(k)) expect(flat).toContain(text(figure));
      expect(pdf.pages.at(-1)).toMatch(
        new RegExp(`Page ${pdf.pages.length} of ${pdf.pages.length}`),
      );
    },
  );
});

describe("Word report of each kind (the built-in template)", () => {
  it.each(KINDS.map((k) => k.kind))(
    "%s: every placeholder filled, the logo inserted",
    async (k) => {
      const res = await a.get(url(k, ".docx"));
      expect(res.status).toBe(200);
      dump(`${k}.docx`, res.raw);
      const docx = docxContent(res.raw);
      // No placeholder left unfilled: no { or } anywhere in the visible text.
      expect(docx.text).not.toMatch(/[{}]/);
      for (const value of [
        "Zoë van der Merwe",
        COMPANY,
        "Lerato",
        "+27 82 555 0101",
        "office@mokoena-fp.co.za",
        "https://mokoena-fp.co.za",
      ]) {
        expect(docx.text).toContain(value);
      }
      expect(docx.text).toMatch(/@/);
      for (const figure of keyFigures(k)) expect(docx.text).toContain(text(figure));
      if (k === "scenario") expect(docx.text).toContain("Retire at 60");
      // accountImage: the picture now holds the company logo, scaled to its 3:1 shape.
      const logoPart = docx.media.find((m) => m.includes("account-image"));
      expect(logoPart).toBeDefined();
      const stored = (await a.get("/api/v1/company/logo")).raw;
      expect(Buffer.from(docx.zip.file(logoPart ?? "")?.asUint8Array() ?? [])).toEqual(stored);
      const extent = /<wp:extent cx="(\d+)" cy="(\d+)"/.exec(docx.documentXml);
      expect(Number(extent?.[1]) / Number(extent?.[2])).toBeCloseTo(3, 1);
    },
  );
});

describe("spreadsheets", () => {
  it("home loan .xlsx: real numbers in ZAR format; the interest column sums to the total interest", async () => {
    const res = await a.get(url("home-loan-repayment", ".xlsx"));
    expect(res.status).toBe(200);
    const workbook = await readWorkbook(res.raw);
    const monthly = workbook.getWorksheet("Monthly schedule");
    const yearly = workbook.getWorksheet("By year");
    if (!monthly || !yearly) throw new Error("sheets missing");
    const r = resultOf("home-loan-repayment");
    expect(monthly.rowCount - 1).toBe(r.schedule.length);
    const header = (monthly.getRow(1).values as string[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    let interestCents = 0;
    let extraCents = 0;
    monthly.eachRow((row, n) => {
      if (n === 1) return;
      const interest = row.getCell(col("Interest")).value;
      expect(typeof interest).toBe("number");
      interestCents += randsToCents(randsFrom(interest as number));
      extraCents += randsToCents(randsFrom(row.getCell(col("Extra")).value as number));
    });
    expect(interestCents).toBe(randsToCents(r.totalInterest));
    expect(extraCents).toBe(randsToCents(r.totalExtra));
    expect(monthly.getRow(2).getCell(col("Interest")).numFmt).toBe('"R" #,##0.00');
    expect(monthly.getRow(2).getCell(col("Date")).value).toEqual(new Date("2026-01-01T00:00:00Z"));
    let yearlyInterestCents = 0;
    yearly.eachRow((row, n) => {
      if (n > 1) yearlyInterestCents += randsToCents(randsFrom(row.getCell(5).value as number));
    });
    expect(yearlyInterestCents).toBe(randsToCents(r.totalInterest));
  });

  it("home loan .csv: a header row, dot decimals, no thousands separators", async () => {
    const res = await a.get(url("home-loan-repayment", ".csv"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const rows: string[][] = parse(res.body);
    expect(rows[0]).toEqual([
      "Month",
      "Date",
      "Opening balance",
      "Annual rate %",
      "Interest",
      "Capital",
      "Instalment",
      "Extra",
      "Fee",
      "Closing balance",
    ]);
    const r = resultOf("home-loan-repayment");
    expect(rows[1]).toEqual([
      "1",
      "2026-01-01",
      r.schedule[0].openingBalance.toFixed(2),
      String(r.schedule[0].annualRatePercent),
      r.schedule[0].interest.toFixed(2),
      r.schedule[0].principal.toFixed(2),
      r.schedule[0].instalment.toFixed(2),
      r.schedule[0].extra.toFixed(2),
      r.schedule[0].fee.toFixed(2),
      r.schedule[0].closingBalance.toFixed(2),
    ]);
    const cents = rows
      .slice(1)
      .reduce((sum, row) => sum + randsToCents(randsFrom(Number(row[4]))), 0);
    expect(cents).toBe(randsToCents(r.totalInterest));
    const yearly: string[][] = parse(
      (await a.get(url("home-loan-repayment", ".csv?schedule=yearly"))).body,
    );
    expect(yearly.length - 1).toBe(r.yearly.length);
  });

  it("investment .xlsx: a row per year, columns per option (as the screen); the last year equals each summary", async () => {
    const res = await a.get(url("investment-comparison", ".xlsx"));
    const sheet = (await readWorkbook(res.raw)).getWorksheet("Year by year");
    if (!sheet) throw new Error("sheet missing");
    const r = resultOf("investment-comparison");
    expect(sheet.rowCount).toBe(r.horizonYears + 1);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const years = Array.from(
      { length: r.horizonYears },
      (_, i) => sheet.getRow(i + 2).getCell(1).value,
    );
    expect(years).toEqual(Array.from({ length: r.horizonYears }, (_, i) => i + 1));
    const last = sheet.getRow(r.horizonYears + 1);
    for (const option of r.options) {
      const column = (measure: string) => headers.indexOf(`${option.label}: ${measure}`) + 1;
      expect(column("value")).toBeGreaterThan(1);
      expect(last.getCell(column("value")).value).toBe(option.summary.finalValue);
      expect(last.getCell(column("after tax")).value).toBe(option.summary.finalAfterTaxValue);
      expect(last.getCell(column("in today's money")).value).toBe(option.summary.finalRealValue);
      expect(last.getCell(column("paid in")).value).toBe(option.summary.totalContributed);
    }
    const report = await a.get(url("investment-comparison", ""));
    const grids = report.json.blocks.filter(
      (b: { type: string; key?: string }) => b.type === "table" && b.key?.startsWith("years"),
    );
    expect(grids.map((b: { title: string }) => b.title)).toEqual([
      "Year by year: in today's money",
      "Year by year: after tax",
      "Year by year: value",
      "Year by year: paid in",
    ]);
    for (const grid of grids) {
      expect(grid.columns.map((c: { label: string }) => c.label)).toEqual([
        "Year",
        ...r.options.map((o: { label: string }) => o.label),
      ]);
      expect(grid.rows).toHaveLength(r.horizonYears);
    }
  });

  it("scenario .xlsx: the working's lines as numbers; compare.xlsx puts scenarios side by side", async () => {
    const res = await a.get(url("scenario", ".xlsx"));
    const working = (await readWorkbook(res.raw)).getWorksheet("Working");
    const r = resultOf("scenario");
    expect(working?.rowCount).toBe(r.trace.length + 1);
    expect(working?.getRow(2).getCell(2).value).toBe(r.trace[0].amount);

    const second = await addRecord(
      a,
      kind("scenario"),
      String(recordOf("scenario").json.clientId),
      "Retire at 65",
      {
        inputs: { ...SALARY, salary: 1_400_000 },
      },
    );
    const ids = `${recordOf("scenario").id},${second.id}`;
    const compared = await a.get(`/api/v1/scenarios/compare.xlsx?ids=${ids}`);
    expect(compared.status).toBe(200);
    const sheet = (await readWorkbook(compared.raw)).getWorksheet("Comparison");
    const rowOf = (label: string) => {
      let found: unknown[] = [];
      sheet?.eachRow((row) => {
        if ((row.values as unknown[])[1] === label) found = row.values as unknown[];
      });
      return found;
    };
    expect(rowOf("Scenario").slice(2)).toEqual(["Retire at 60", "Retire at 65"]);
    expect(rowOf("Tax payable").slice(2)).toEqual([r.taxPayable, second.result.taxPayable]);
    const csv: string[][] = parse((await a.get(`/api/v1/scenarios/compare.csv?ids=${ids}`)).body);
    expect(csv.find((row) => row[0] === "Tax payable")).toEqual([
      "Tax payable",
      r.taxPayable.toFixed(2),
      second.result.taxPayable.toFixed(2),
    ]);
  });

  it("compare.csv lists exactly the lines the Compare tab lists (comparedLines): with a lump sum, two-pot and IRP6, every one of their lines", async () => {
    const retiring = await addRecord(
      a,
      kind("scenario"),
      String(recordOf("scenario").json.clientId),
      "Lump sum and two-pot",
      {
        inputs: {
          ...SALARY,
          netRentalIncome: 60_000,
          savingsWithdrawal: 30_000,
          lumpSums: [{ kind: "retirement", amount: 800_000, accrualDate: "2026-09-01" }],
          provisional: {},
        },
      },
    );
    const ids = `${recordOf("scenario").id},${retiring.id}`;
    const csv: string[][] = parse((await a.get(`/api/v1/scenarios/compare.csv?ids=${ids}`)).body);
    const expected = comparedLines([resultOf("scenario"), retiring.result]).map((l) => l.label);
    expect(csv.slice(2).map((row) => row[0])).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining([
        "Tax on retirement fund lump sums",
        "Tax on the savings withdrawal",
        "Provisional tax: second payment (end of February)",
      ]),
    );
    const lumpSumTax = csv.find((row) => row[0] === "Tax on retirement fund lump sums");
    expect(lumpSumTax?.[2]).toBe(retiring.result.lumpSumTax.toFixed(2));

    // Its report says plainly what the screen says: provisional status, both balances, the
    // early-retirement question and the not-known inputs.
    const pdf = await a.get(`/api/v1/scenarios/${retiring.id}/report.pdf`);
    dump("scenario-retirement.pdf", pdf.raw);
    const flat = (await pdfText(pdf.raw)).text.replace(/\s+/g, " ");
    for (const words of [
      "A provisional taxpayer: the taxable interest, dividends and rent",
      "Balance if no provisional tax is paid",
      "Balance if provisional tax is paid as planned",
      "before 55. Is it ill health, retrenchment",
      "reason not given",
    ]) {
      expect(flat).toContain(words);
    }
  });

  it("transfer duty: the costs as a workbook and as CSV, each total the sum of its lines", async () => {
    expect((await a.get(url("transfer-duty", ".xlsx"))).status).toBe(200);
    const csv: string[][] = parse((await a.get(url("transfer-duty", ".csv"))).body);
    expect(csv[0]).toEqual(["For", "Item", "Amount", "Estimate"]);
    const cents = (row: string[] | undefined) => Math.round(Number(row?.[2]) * 100);
    const total = (side: string, item: string) => {
      const lines = csv.filter((row) => row[0] === side && row[1] !== item);
      const sum = lines.reduce((acc, row) => acc + cents(row), 0);
      const totalRow = csv.find((row) => row[0] === side && row[1] === item);
      expect(cents(totalRow), item).toBe(sum);
      // A total is an estimate exactly when one of its lines is.
      expect(totalRow?.[3], item).toBe(
        lines.some((row) => row[3] === "Estimate") ? "Estimate" : "",
      );
    };
    total("Transfer", "Transfer costs");
    if (csv.some((row) => row[0] === "Bond")) total("Bond", "Bond registration costs");
  });
});

describe("tenancy and state", () => {
  it("another company's record: 404 exactly as an unknown id, for every format and the comparison", async () => {
    for (const k of KINDS) {
      for (const suffix of ["", ".pdf", ".docx"]) {
        const theirs = await b.get(url(k.kind, suffix));
        const unknown = await b.get(
          `/api/v1/${k.path}/00000000-0000-4000-8000-000000000000/report${suffix}`,
        );
        expect(theirs.status).toBe(404);
        expect(theirs.json).toEqual(unknown.json);
      }
    }
    const compared = await b.get(`/api/v1/scenarios/compare.xlsx?ids=${recordOf("scenario").id}`);
    expect(compared.status).toBe(404);
    expect(compared.json.code).toBe("records/not-found");
  });

  it("a deleted record has no report until it is restored", async () => {
    const gone = await addRecord(
      a,
      kind("home-loan-repayment"),
      String(recordOf("scenario").json.clientId),
      "Old plan",
    );
    expect((await del(a, `/api/v1/home-loan-repayments/${gone.id}`)).status).toBe(204);
    const res = await a.get(`/api/v1/home-loan-repayments/${gone.id}/report.pdf`);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("records/deleted");
  });

  it("the report JSON is what the screen shows: header, blocks, basis with the company's disclaimer", async () => {
    const own = "Our advice is based on the information you gave us. — Müller & Dlamini";
    expect((await a.request("PATCH", "/api/v1/company", { reportDisclaimer: own })).status).toBe(
      200,
    );
    const res = await a.get(url("scenario", ""));
    expect(res.status).toBe(200);
    expect(res.json.company.name).toBe(COMPANY);
    expect(res.json.clientFullName).toBe("Zoë van der Merwe");
    expect(res.json.taxYear).toBe(2027);
    expect(res.json.basis.disclaimer).toBe(own);
    // The client's basis names the official table, never its internal id or version.
    expect(res.json.basis.tables[0]).toEqual({
      label: expect.stringContaining("SARS rates of tax for the 2027 tax year"),
      source: expect.stringContaining("SARS"),
      estimate: expect.any(Boolean),
    });
    expect((await a.request("PATCH", "/api/v1/company", { reportDisclaimer: "" })).status).toBe(
      200,
    );
    expect((await a.get(url("scenario", ""))).json.basis.disclaimer).toMatch(
      /^This report is an illustration/,
    );
  });
});
