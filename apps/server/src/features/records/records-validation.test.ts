import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../../../test/support/http-client";
import {
  addClient,
  addRecord,
  KINDS,
  put,
  subscribedAdviser,
} from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let client: HttpClient;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await subscribedAdviser(t));
  clientId = (await addClient(client)).id;
});
afterAll(async () => t.close());

const kind = (path: string) => {
  const found = KINDS.find((k) => k.path === path);
  if (!found) throw new Error(path);
  return found;
};

/** Each case: collection, body (beyond clientId), code, the field's path, its message. */
const createCases: [string, string, Record<string, unknown>, string, string, string][] = [
  [
    "no scenario name",
    "scenarios",
    { taxYear: 2027 },
    "records/scenario-name-missing",
    "scenarioName",
    "scenario name missing",
  ],
  [
    "no description",
    "transfer-duties",
    { description: "  " },
    "records/description-missing",
    "description",
    "description missing",
  ],
  [
    "a name over 200 characters",
    "home-loan-repayments",
    { description: "x".repeat(201) },
    "records/invalid-description",
    "description",
    "name must be at most 200 characters",
  ],
  [
    "a tax year that is not a year",
    "scenarios",
    { scenarioName: "A", taxYear: 2026.5 },
    "records/invalid-tax-year",
    "taxYear",
    "tax year must be a year such as 2027",
  ],
  [
    "a tax year without a rate table",
    "scenarios",
    { scenarioName: "A", taxYear: 2019 },
    "records/invalid-tax-year",
    "taxYear",
    "there is no rate table for tax year 2019",
  ],
  [
    "a negative salary",
    "scenarios",
    { scenarioName: "A", inputs: { age: 40, salary: -1 } },
    "records/invalid-salary",
    "inputs.salary",
    "must not be negative",
  ],
  [
    "a typo in an input",
    "scenarios",
    { scenarioName: "A", inputs: { age: 40, salery: 500_000 } },
    "records/invalid-salery",
    "inputs.salery",
    "is not a known field",
  ],
  [
    "neither age nor date of birth",
    "scenarios",
    { scenarioName: "A", inputs: { salary: 1 } },
    "records/invalid-age",
    "inputs.age",
    "give the age or the dateOfBirth",
  ],
  [
    "no transfer amount",
    "transfer-duties",
    { description: "A", inputs: { acquisitionDate: "2026-05-01" } },
    "records/invalid-transfer-amount",
    "inputs.transferAmount",
    "must be a number",
  ],
  [
    "a malformed acquisition date",
    "transfer-duties",
    { description: "A", inputs: { transferAmount: 1, acquisitionDate: "1/5/2026" } },
    "records/invalid-acquisition-date",
    "inputs.acquisitionDate",
    "must be a date as YYYY-MM-DD",
  ],
  [
    "an acquisition before every duty table",
    "transfer-duties",
    { description: "A", inputs: { transferAmount: 1, acquisitionDate: "2010-01-01" } },
    "records/invalid-acquisition-date",
    "inputs.acquisitionDate",
    "is before the earliest transfer duty table (2017-03-01)",
  ],
  [
    "an unknown buyer type",
    "transfer-duties",
    {
      description: "A",
      inputs: { transferAmount: 1, acquisitionDate: "2026-05-01", buyerType: "trust" },
    },
    "records/invalid-buyer-type",
    "inputs.buyerType",
    'must be "natural" or "juristic"',
  ],
  [
    "a zero-month term",
    "home-loan-repayments",
    {
      description: "A",
      inputs: { loanAmount: 1e6, annualRatePercent: 10, termMonths: 0, startDate: "2026-12-01" },
    },
    "records/invalid-term-months",
    "inputs.termMonths",
    "must be at least 1 month",
  ],
  [
    "a rate change before the start",
    "home-loan-repayments",
    {
      description: "A",
      inputs: {
        loanAmount: 1e6,
        annualRatePercent: 10,
        termMonths: 240,
        startDate: "2026-12-01",
        rateChanges: [{ date: "2026-01-01", annualRatePercent: 9 }],
      },
    },
    "records/invalid-date",
    "inputs.rateChanges.0.date",
    "must be after the month of startDate (the first month uses annualRatePercent)",
  ],
  [
    "one option only",
    "investment-comparisons",
    {
      description: "A",
      inputs: { horizonYears: 5, options: [{ kind: "market", label: "A", lumpSum: 1 }] },
    },
    "records/invalid-options",
    "inputs.options",
    "must have at least 2 options",
  ],
  [
    "an option with nothing invested",
    "investment-comparisons",
    {
      description: "A",
      inputs: {
        horizonYears: 5,
        options: [
          { kind: "market", label: "A" },
          { kind: "market", label: "B", lumpSum: 1 },
        ],
      },
    },
    "records/invalid-lump-sum",
    "inputs.options.0.lumpSum",
    "enter a lump sum or a monthly contribution",
  ],
];

describe("POST /<kind>: each validation error is a 400 naming the field, and nothing is stored", () => {
  it.each(createCases)("%s → %s", async (_name, path, body, code, field, message) => {
    const before = await client.get(`/api/v1/clients/${clientId}/${path}`);
    const res = await client.post(`/api/v1/${path}`, { clientId, ...body });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.json.code).toBe(code);
    expect(res.json.errors).toContainEqual({ path: field, message });
    expect(res.json.detail).toContain(message);
    const after = await client.get(`/api/v1/clients/${clientId}/${path}`);
    expect(after.json.items).toEqual(before.json.items);
  });

  it("no clientId → 400 records/client-missing", async () => {
    const res = await client.post("/api/v1/scenarios", { scenarioName: "A" });
    expect([res.status, res.json.code]).toEqual([400, "records/client-missing"]);
  });
});

describe("PUT /<kind>/:id: validation before anything is written", () => {
  it("no version → 400 records/version-missing; no inputs → 400 records/inputs-missing", async () => {
    const record = await addRecord(client, kind("scenarios"), clientId);
    const noVersion = await put(client, `/api/v1/scenarios/${record.id}`, {
      scenarioName: "A",
      taxYear: 2027,
      inputs: record.inputs,
    });
    expect([noVersion.status, noVersion.json.code]).toEqual([400, "records/version-missing"]);
    const noInputs = await put(client, `/api/v1/scenarios/${record.id}`, {
      version: 1,
      scenarioName: "A",
      taxYear: 2027,
    });
    expect([noInputs.status, noInputs.json.code]).toEqual([400, "records/inputs-missing"]);
    expect(noInputs.json.errors).toEqual([{ path: "inputs", message: "inputs missing" }]);
  });

  it("bad inputs → 400 and the record keeps its version and inputs", async () => {
    const record = await addRecord(client, kind("home-loan-repayments"), clientId);
    const res = await put(client, `/api/v1/home-loan-repayments/${record.id}`, {
      version: 1,
      description: "A",
      inputs: { ...record.inputs, annualRatePercent: 101 },
    });
    expect([res.status, res.json.code]).toEqual([400, "records/invalid-annual-rate-percent"]);
    expect(res.json.errors).toEqual([
      { path: "inputs.annualRatePercent", message: "must not exceed 100" },
    ]);
    expect((await client.get(`/api/v1/home-loan-repayments/${record.id}`)).json).toEqual(record);
  });

  it("a changed tax year without a table → 400 records/invalid-tax-year", async () => {
    const record = await addRecord(client, kind("scenarios"), clientId);
    const res = await put(client, `/api/v1/scenarios/${record.id}`, {
      version: 1,
      scenarioName: "A",
      taxYear: 2031,
      inputs: record.inputs,
    });
    expect([res.status, res.json.code]).toEqual([400, "records/invalid-tax-year"]);
  });

  it("lock with a non-number version → 400", async () => {
    const record = await addRecord(client, kind("scenarios"), clientId);
    const res = await client.post(`/api/v1/scenarios/${record.id}/lock`, { version: "1" });
    expect([res.status, res.json.code]).toEqual([400, "records/version-missing"]);
    const extra = await client.post(`/api/v1/scenarios/${record.id}/lock`, { force: true });
    expect([extra.status, extra.json.code]).toEqual([400, "records/invalid-force"]);
  });
});

describe("transferDutyPayable is computed, never trusted", () => {
  it("a value sent by the client is replaced by the duty the server computes", async () => {
    const res = await client.post("/api/v1/transfer-duties", {
      clientId,
      description: "Sent a duty",
      inputs: { transferAmount: 2_000_000, acquisitionDate: "2026-05-01", transferDutyPayable: 1 },
    });
    expect(res.status).toBe(201);
    // 1 April 2025 table: 13 614 + 6% × (2 000 000 − 1 663 800) = 33 786
    expect(res.json.inputs.transferDutyPayable).toBe(33_786);
    expect(res.json.result.transfer.transferDuty).toBe(33_786);
    const vatSale = await put(client, `/api/v1/transfer-duties/${res.json.id}`, {
      version: 1,
      description: "VAT sale",
      inputs: { ...res.json.inputs, vatRegisteredSeller: true },
    });
    expect(vatSale.json.inputs.transferDutyPayable).toBe(0);
  });
});
