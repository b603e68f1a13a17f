import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { docxContent, pdfText, plain, readWorkbook } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

// Review N1/N2 (issue 34) in the client's documents: the reviewed RA vs TFSA vs unit trust, with
// Option 1 made an RA from the default "Unit trust" option, ranks the RA first and calls it
// "Retirement annuity" in the PDF, the Word file and the workbook.

let t: TestApp;
let a: HttpClient;
let id: string;
const comparison = KINDS.find((k) => k.kind === "investment-comparison");
const url = (suffix: string) => `/api/v1/${comparison?.path}/${id}/report${suffix}`;
const dump = (name: string, bytes: Buffer) => {
  if (process.env.REPORT_DUMP_DIR)
    writeFileSync(path.join(process.env.REPORT_DUMP_DIR, name), bytes);
};
const fund = (label: string, wrapper: string) => ({
  kind: "market",
  label,
  wrapper,
  monthlyContribution: 3_000,
  growthPercent: 8,
  annualFeePercent: 0,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ client: a } = await subscribedAdviser(t, "Thandi Mokoena"));
  const clientId = (await addClient(a)).id;
  if (!comparison) throw new Error("investment-comparison kind");
  const json = await addRecord(a, comparison, clientId, "RA vs TFSA vs unit trust", {
    inputs: {
      horizonYears: 25,
      inflationPercent: 5,
      marginalTaxRate: 0.41,
      options: [
        fund("Unit trust", "retirement-annuity"),
        fund("Tax-free savings account", "tfsa"),
        fund("Unit trust 2", "discretionary"),
      ],
    },
  });
  id = json.id;
  expect(json.result.bestLabel).toBe("Retirement annuity");
});
afterAll(async () => t.close());

describe("the reviewed comparison's documents", () => {
  it("PDF: the RA is best and named for its wrapper in the assumptions, the table and the working; the refund is reinvested and the TFSA's exit tax is split from the unit trust's CGT", async () => {
    const res = await a.get(url(".pdf"));
    expect(res.status).toBe(200);
    dump("investment-same-money.pdf", res.raw);
    const text = plain((await pdfText(res.raw)).text)
      .replace(/\s+/g, " ")
      .replaceAll("\u02bc", "'");
    expect(text).toContain("Best option (after tax, in today's money) Retirement annuity");
    expect(text).toContain("tax refunds reinvested");
    expect(text).toContain("Retirement annuity: One-third taken in cash");
    expect(text).toContain("R 1 073 900,53");
    expect(text).toContain("-R 272 362,22");
    expect(text).toContain("Tax-free savings account: Exit tax on the TFSA");
    expect(text).toContain(
      "Tax-free savings account: CGT on the unit trust holding the contributions above the limits",
    );
    expect(text).not.toMatch(/Unit trust: (Retirement annuity|One-third|Tax refunds)/);
    expect(text).not.toContain("Unit trust 2");
    expect(text).not.toContain("paid out to the investor");
    // A 25-year comparison lays out a seven-page PDF with four year grids: seconds of CPU on a
    // shared machine, as reports-pdf-readback allows its PDFs.
  }, 120_000);

  it("Word: the best option and every option's name follow the wrappers", async () => {
    const res = await a.get(url(".docx"));
    expect(res.status).toBe(200);
    dump("investment-same-money.docx", res.raw);
    const docx = docxContent(res.raw);
    expect(docx.text).toContain("Retirement annuity");
    expect(docx.text).not.toContain("Unit trust 2");
  }, 60_000);

  it("Excel: the columns are headed by the derived names", async () => {
    const res = await a.get(url(".xlsx"));
    expect(res.status).toBe(200);
    const sheet = (await readWorkbook(res.raw)).getWorksheet("Year by year");
    if (!sheet) throw new Error("sheet missing");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain("Retirement annuity: after tax");
    expect(headers).toContain("Unit trust: after tax");
    expect(headers.some((h) => String(h).startsWith("Unit trust 2"))).toBe(false);
  }, 60_000);
});
