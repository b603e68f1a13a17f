import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adviserWithCompany, SIMULATOR_ENV, subscribe } from "../../../test/support/billing-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";
import { vatIncludedCents } from "./invoices/vat";

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), useSystemFonts: false })
    .promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ("str" in item ? item.str : ""))
    .join(" ")
    .replace(/\s+/g, " ");
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...SIMULATOR_ENV,
    SELLER_NAME: "Adviser Desk (Pty) Ltd",
    SELLER_ADDRESS: "1 Long Street; Cape Town; 8001",
    SELLER_VAT_NUMBER: "4999999999",
    SELLER_CHARGES_VAT: "true",
    VAT_RATE_PERCENT: "15",
  });
});
afterAll(async () => t.close());

describe("VAT inside a VAT-inclusive total", () => {
  it.each([
    // 99 999 × 15 / 115 = 13 043.35 → 13 043
    [99_999, 15, 13_043],
    // 49 999 × 15 / 115 = 6 521.61 → 6 522
    [49_999, 15, 6_522],
    // 115 × 15 / 115 = 15 exactly
    [115, 15, 15],
    [99_999, 0, 0],
  ])("%i cents at %i percent holds %i cents VAT", (total, rate, vat) => {
    expect(vatIncludedCents(total, rate)).toBe(vat);
  });
});

describe("tax invoice PDF", () => {
  it("numbered, with seller and buyer details, amount and VAT; only for the own company", async () => {
    const { client, company } = await adviserWithCompany(t);
    await subscribe(t, client);
    const [summary] = (await client.get("/api/v1/billing")).json.invoices;
    expect(summary).toMatchObject({ totalCents: 99_999, vatCents: 13_043 });
    expect(summary.label).toMatch(/^INV-\d{6}$/);

    const res = await client.getBytes(`/api/v1/billing/invoices/${summary.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`${summary.label}.pdf`);
    const text = await pdfText(res.bytes);
    for (const expected of [
      "Tax invoice",
      summary.label,
      "Adviser Desk (Pty) Ltd",
      "1 Long Street",
      "4999999999",
      company.accountName,
      company.vatNumber,
      company.address.city,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/VAT at 15 ?%/);
    const money = (cents: number) =>
      new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR" })
        .format(cents / 100)
        .replace(/\s/g, " ");
    expect(text).toContain(money(99_999));
    expect(text).toContain(money(13_043));
    expect(text).toContain(money(99_999 - 13_043));

    const other = await adviserWithCompany(t, "Sipho Dlamini");
    const foreign = await other.client.get(`/api/v1/billing/invoices/${summary.id}/pdf`);
    expect([foreign.status, foreign.json.code]).toEqual([404, "billing/invoice-not-found"]);
    const malformed = await other.client.get("/api/v1/billing/invoices/not-a-uuid/pdf");
    expect(malformed.status).toBe(404);
  });
});
