import {
  defaultTransferDutyInputs,
  firstOfNextMonth,
  isoDateInSouthAfrica,
} from "@adviser-desk/contracts";
import {
  builtInTaxYears,
  calculateBondRepayment,
  calculateIncomeTax,
  calculateTransferCosts,
  compareInvestments,
  type TaxYearTable,
  type TransferDutyTable,
  taxYearTable,
  transferCostTariffFor,
  transferDutyTableFor,
} from "@adviser-desk/finance";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateTable } from "#server/db/schema";
import { NEWEST_VERSION_TTL_MS } from "#server/features/rate-tables/rate-table-store";
import { seedRateTables } from "#server/features/rate-tables/seed-rate-tables";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let client: HttpClient;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await subscribedAdviser(t, "Lerato Mokoena", { inflation: 0.06, investment: 0.1 }));
  clientId = (await addClient(client)).id;
});
afterAll(async () => t.close());

const SALARIED = { age: 45, salary: 720_000, retirementContributions: 60_000, payePaid: 150_000 };

/** Adds version `version` of a rate table, as an administrator's correction would. */
async function addTableVersion(kind: "tax-year" | "transfer-duty", key: string, data: object) {
  const [latest] = await t.database.db
    .select({ version: sql<number>`max(${rateTable.version})` })
    .from(rateTable)
    .where(and(eq(rateTable.kind, kind), eq(rateTable.key, key)));
  const version = Number(latest?.version ?? 0) + 1;
  await t.database.db
    .insert(rateTable)
    .values({ kind, key, version, data, source: "test correction" });
  return version;
}

describe("results are computed on the server by packages/finance", () => {
  it("a scenario's result is calculateIncomeTax with that tax year's table", async () => {
    const res = await client.post("/api/v1/scenarios", {
      clientId,
      scenarioName: "2026 salary",
      taxYear: 2026,
      inputs: SALARIED,
    });
    expect(res.status).toBe(201);
    expect(res.json.result).toEqual(calculateIncomeTax(SALARIED, taxYearTable(2026)));
    expect(res.json.rateTables).toEqual([
      expect.objectContaining({
        kind: "tax-year",
        key: "2026",
        version: 1,
        tableId: taxYearTable(2026).id,
      }),
    ]);
  });

  it("a transfer duty record uses the duty table and tariff of its acquisition date", async () => {
    const inputs = {
      transferAmount: 3_250_000,
      bondAmount: 2_900_000,
      acquisitionDate: "2025-06-15",
    };
    const res = await client.post("/api/v1/transfer-duties", {
      clientId,
      description: "Erf 12",
      inputs,
    });
    const tables = {
      transferDuty: transferDutyTableFor("2025-06-15"),
      tariff: transferCostTariffFor("2025-06-15"),
    };
    const expected = calculateTransferCosts(
      { purchasePrice: 3_250_000, bondAmount: 2_900_000, acquisitionDate: "2025-06-15" },
      tables,
    );
    expect(res.json.result).toEqual(expected);
    expect(res.json.inputs).toEqual({
      ...inputs,
      vatRegisteredSeller: false,
      buyerType: "natural",
      transferDutyPayable: expected.transfer.transferDuty,
    });
    expect(res.json.rateTables.map((r: { tableId: string }) => r.tableId)).toEqual([
      tables.transferDuty.id,
      tables.tariff.id,
    ]);
  });

  it("home loan and investment comparison results equal the finance package's", async () => {
    const bond = {
      loanAmount: 900_000,
      annualRatePercent: 11,
      termMonths: 180,
      startDate: "2027-01-01",
      extraMonthly: 1_000,
    };
    const loan = await client.post("/api/v1/home-loan-repayments", {
      clientId,
      description: "Bond",
      inputs: bond,
    });
    expect(loan.json.result).toEqual(calculateBondRepayment(bond));
    expect(loan.json.rateTables).toEqual([]);
    const comparison = {
      horizonYears: 15,
      options: [
        {
          kind: "market" as const,
          label: "RA",
          wrapper: "retirement-annuity" as const,
          monthlyContribution: 2_500,
        },
        { kind: "market" as const, label: "Unit trust", lumpSum: 50_000 },
      ],
    };
    const res = await client.post("/api/v1/investment-comparisons", {
      clientId,
      description: "RA or not",
      inputs: comparison,
    });
    expect(res.json.result).toEqual(compareInvestments(comparison));
  });
});

describe("defaults of New", () => {
  it("scenario: the latest tax year, age 40, no income", async () => {
    const res = await client.post("/api/v1/scenarios", { clientId, scenarioName: "New" });
    expect(res.json.taxYear).toBe(2027);
    expect(res.json.inputs).toMatchObject({
      age: 40,
      salary: 0,
      bonus: 0,
      medicalSchemeMonths: 12,
    });
    expect(res.json.result.taxPayable).toBe(0);
  });

  it("transfer duty: R1 500 000 with a R1 350 000 bond, acquired today", async () => {
    const res = await client.post("/api/v1/transfer-duties", { clientId, description: "New" });
    expect(res.json.inputs).toMatchObject({
      transferAmount: 1_500_000,
      bondAmount: 1_350_000,
      acquisitionDate: isoDateInSouthAfrica(new Date()),
      vatRegisteredSeller: false,
      buyerType: "natural",
    });
    expect(res.json.inputs.transferDutyPayable).toBe(res.json.result.transfer.transferDuty);
  });

  it("home loan: R1 500 000 at prime 10.25% over 240 months from next month", async () => {
    const res = await client.post("/api/v1/home-loan-repayments", { clientId, description: "New" });
    expect(res.json.inputs).toMatchObject({
      loanAmount: 1_500_000,
      annualRatePercent: 10.25,
      termMonths: 240,
      startDate: firstOfNextMonth(isoDateInSouthAfrica(new Date())),
    });
    expect(res.json.result.instalment).toBeGreaterThan(14_000);
  });

  it("investment comparison: two options with the company's inflation (6%) and growth (10%)", async () => {
    const res = await client.post("/api/v1/investment-comparisons", {
      clientId,
      description: "New",
    });
    expect(res.json.inputs.inflationPercent).toBe(6);
    expect(res.json.inputs.options).toHaveLength(2);
    for (const option of res.json.inputs.options) expect(option.growthPercent).toBe(10);
  });

  it("investment comparison: the marginal rate comes from the client's latest tax scenario, and says so", async () => {
    const fresh = (await addClient(client)).id;
    const before = await client.post("/api/v1/investment-comparisons", {
      clientId: fresh,
      description: "No scenario yet",
    });
    expect(before.json.inputs.marginalTaxRate).toBe(0.31);
    expect(before.json.inputs.marginalTaxRateSource).toContain("no saved tax scenario");
    // 720 000 − 60 000 s11F = 660 000 taxable: the 36% bracket of 2025.
    await client.post("/api/v1/scenarios", {
      clientId: fresh,
      scenarioName: "Salaried 2025",
      taxYear: 2025,
      inputs: SALARIED,
    });
    const after = await client.post("/api/v1/investment-comparisons", {
      clientId: fresh,
      description: "After the scenario",
    });
    expect(after.json.inputs.marginalTaxRate).toBe(0.36);
    expect(after.json.inputs.marginalTaxRateSource).toBe(
      "From the tax scenario “Salaried 2025” (tax year 2025)",
    );
  });
});

describe("locked records keep their result when rate tables change", () => {
  it("a new version of the tax table changes unlocked scenarios, never a locked one", async () => {
    const locked = await client.post("/api/v1/scenarios", {
      clientId,
      scenarioName: "Locked",
      taxYear: 2025,
      inputs: SALARIED,
    });
    const open = await client.post("/api/v1/scenarios", {
      clientId,
      scenarioName: "Open",
      taxYear: 2025,
      inputs: SALARIED,
    });
    const lockedRes = await client.post(`/api/v1/scenarios/${locked.json.id}/lock`);
    expect(lockedRes.json.result).toEqual(locked.json.result);

    // A correction: the primary rebate R1 000 higher, thresholds recomputed (rebates ÷ lowest rate).
    const base = taxYearTable(2025);
    const rate = base.brackets[0]?.rate ?? 0.18;
    const rebates = { ...base.rebates, primary: base.rebates.primary + 1_000 };
    const corrected: TaxYearTable = {
      ...base,
      id: "za-tax-2025@2026-11-22",
      rebates,
      thresholds: {
        under65: Math.round(rebates.primary / rate),
        from65To74: Math.round((rebates.primary + rebates.secondary) / rate),
        from75: Math.round((rebates.primary + rebates.secondary + rebates.tertiary) / rate),
      },
    };
    const version = await addTableVersion("tax-year", "2025", corrected);

    // Every instance uses the new version within NEWEST_VERSION_TTL_MS.
    await expect
      .poll(
        async () =>
          (await client.get(`/api/v1/scenarios/${open.json.id}`)).json.rateTables[0].version,
        {
          timeout: NEWEST_VERSION_TTL_MS + 3_000,
        },
      )
      .toBe(version);
    const lockedNow = await client.get(`/api/v1/scenarios/${locked.json.id}`);
    expect(lockedNow.json.result).toEqual(locked.json.result);
    expect(lockedNow.json.rateTables).toEqual(locked.json.rateTables);
    const openNow = await client.get(`/api/v1/scenarios/${open.json.id}`);
    expect(openNow.status).toBe(200);
    expect(openNow.json.rateTables[0]).toMatchObject({
      version,
      tableId: "za-tax-2025@2026-11-22",
    });
    expect(openNow.json.result.taxPayable).toBe(locked.json.result.taxPayable - 1_000);

    // The browser's live results use the same (corrected) table.
    const current = await client.get("/api/v1/rate-tables");
    const year2025 = current.json.taxYears.find(
      (t: { ref: { key: string } }) => t.ref.key === "2025",
    );
    expect(year2025.ref).toEqual(openNow.json.rateTables[0]);
    expect(year2025.table).toEqual(corrected);

    const copy = await client.post(`/api/v1/scenarios/${locked.json.id}/copy`);
    expect(copy.json.result.taxPayable).toBe(openNow.json.result.taxPayable);
    const unlocked = await client.post(`/api/v1/scenarios/${locked.json.id}/unlock`);
    expect(unlocked.json.result).toEqual(openNow.json.result);
  });

  it("a new version of a duty table changes unlocked transfer duty records, never a locked one", async () => {
    const inputs = { transferAmount: 2_000_000, acquisitionDate: "2025-06-01" };
    const locked = await client.post("/api/v1/transfer-duties", {
      clientId,
      description: "Locked",
      inputs,
    });
    await client.post(`/api/v1/transfer-duties/${locked.json.id}/lock`);
    const original = transferDutyTableFor("2025-06-01");
    const corrected: TransferDutyTable = {
      ...original,
      id: "za-transfer-duty@2025-04-01-corrected",
      bands: [{ from: 0, upTo: null, base: 0, ratePercent: 1 }],
    };
    await addTableVersion("transfer-duty", original.effectiveFrom, corrected);
    const probe = await client.post("/api/v1/transfer-duties", {
      clientId,
      description: "Probe",
      inputs,
    });
    await expect
      .poll(
        async () =>
          (await client.get(`/api/v1/transfer-duties/${probe.json.id}`)).json.inputs
            .transferDutyPayable,
        {
          timeout: NEWEST_VERSION_TTL_MS + 3_000,
        },
      )
      .toBe(20_000);

    const lockedNow = await client.get(`/api/v1/transfer-duties/${locked.json.id}`);
    expect(lockedNow.status, JSON.stringify(lockedNow.json)).toBe(200);
    expect(lockedNow.json.result).toEqual(locked.json.result);
    expect(lockedNow.json.inputs.transferDutyPayable).toBe(locked.json.inputs.transferDutyPayable);
    const copy = await client.post(`/api/v1/transfer-duties/${locked.json.id}/copy`);
    expect(copy.json.inputs.transferDutyPayable).toBe(20_000);
    expect(copy.json.rateTables[0].tableId).toBe("za-transfer-duty@2025-04-01-corrected");
  });
});

describe("rate table seeding", () => {
  it("seeds every built-in table once; seeding again (another instance) adds nothing", async () => {
    const count = async () =>
      (
        await t.database.db
          .select({ id: rateTable.id })
          .from(rateTable)
          .where(eq(rateTable.version, 1))
      ).length;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(16);
    await Promise.all([seedRateTables(t.database.db), seedRateTables(t.database.db)]);
    expect(await count()).toBe(before);
  });
});

describe("GET /api/v1/rate-tables", () => {
  it("gives the browser every table the server computes with, with the same identities", async () => {
    const current = await client.get("/api/v1/rate-tables");
    expect(current.status).toBe(200);
    const keys = (list: { ref: { key: string } }[]) => list.map((t) => t.ref.key).sort();
    expect(keys(current.json.taxYears)).toEqual(builtInTaxYears.map(String).sort());
    expect(current.json.transferDuties.length).toBeGreaterThan(0);
    expect(current.json.transferCostTariffs.length).toBeGreaterThan(0);

    const duty = await client.post("/api/v1/transfer-duties", {
      clientId,
      description: "Tables check",
      inputs: defaultTransferDutyInputs("2025-06-01"),
    });
    const refIds = current.json.transferDuties
      .concat(current.json.transferCostTariffs)
      .map((t: { ref: { id: string } }) => t.ref.id);
    for (const ref of duty.json.rateTables) expect(refIds).toContain(ref.id);
  });

  it("is for subscribers only", async () => {
    const anonymous = await t.client().get("/api/v1/rate-tables");
    expect(anonymous.status).toBe(401);
  });
});
