import { rateTableToCsv } from "@adviser-desk/contracts";
import { accountRoutes } from "@adviser-desk/contracts/endpoints/account-routes";
import { adminRoutes } from "@adviser-desk/contracts/endpoints/admin-routes";
import { recordRoutes } from "@adviser-desk/contracts/endpoints/record-routes";
import {
  type LumpSumTable,
  lumpSumTableFor,
  type TaxYearTable,
  taxYearTable,
  transferCostTariffs,
  transferDutyTables,
} from "@adviser-desk/finance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEnv, auditCount, signedInAdmin } from "../../../test/support/admin-steps";
import type { BodyOf, HttpClient } from "../../../test/support/http-client";
import { addClient, subscribedAdviser } from "../../../test/support/record-steps";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = (await signedInAdmin(t)).client;
});
afterAll(async () => t.close());

const preview = (body: BodyOf<"previewRateTable">) =>
  admin.call(adminRoutes.previewRateTable, { body });

/** 2027 with the primary rebate R1 000 higher and thresholds recomputed (rebates ÷ lowest rate). */
function corrected2027(): TaxYearTable {
  const base = taxYearTable(2027);
  const rate = base.brackets[0]?.rate ?? 0.18;
  const rebates = { ...base.rebates, primary: base.rebates.primary + 1_000 };
  return {
    ...base,
    id: "za-tax-2027@2026-11-22",
    rebates,
    thresholds: {
      under65: Math.round(rebates.primary / rate),
      from65To74: Math.round((rebates.primary + rebates.secondary) / rate),
      from75: Math.round((rebates.primary + rebates.secondary + rebates.tertiary) / rate),
    },
  };
}

const taxYear2027 = { params: { kind: "tax-year", key: "2027" } } as const;

describe("importing: validation with the finance package, rows, and a diff", () => {
  it("reads every built-in table back from its own CSV unchanged and valid", async () => {
    const cases = [
      ["tax-year", taxYearTable(2026)],
      ["transfer-duty", transferDutyTables[0]],
      ["transfer-cost-tariff", transferCostTariffs[0]],
      ["lump-sum", lumpSumTableFor("2024-06-01")],
    ] as const;
    for (const [kind, table] of cases) {
      const res = await preview({ kind, format: "csv", content: rateTableToCsv(table) });
      expect(res.status).toBe(200);
      expect(res.json.problems, kind).toEqual([]);
      expect(res.json.valid).toBe(true);
      expect(res.json.table).toEqual(table);
      expect(res.json.current?.version).toBe(1);
      expect(res.json.changes).toEqual([]);
    }
  });

  it("lists each problem with its path and the CSV row it came from", async () => {
    const table = corrected2027();
    const csv = rateTableToCsv(table)
      .replace(/^brackets\.2\.base,.*$/m, "brackets.2.base,1")
      .replace(/^rebates\.secondary,.*$/m, "rebates.secondary,lots");
    const lines = csv.split("\n");
    const baseRow = lines.findIndex((l) => l.startsWith("brackets.2.base,")) + 1;
    const rebateRow = lines.findIndex((l) => l.startsWith("rebates.secondary,")) + 1;
    const res = await preview({ kind: "tax-year", format: "csv", content: csv });
    expect(res.json.valid).toBe(false);
    // The structural problem is found first; the finance package stops there.
    expect(res.json.problems).toEqual([
      expect.objectContaining({ path: "rebates.secondary", row: rebateRow }),
    ]);
    const onlyBase = await preview({
      kind: "tax-year",
      format: "csv",
      content: rateTableToCsv(table).replace(/^brackets\.2\.base,.*$/m, "brackets.2.base,1"),
    });
    // The wrong base is listed at its row; the next bracket's base no longer follows from it either.
    expect(onlyBase.json.problems[0]).toMatchObject({ path: "brackets.2.base", row: baseRow });
    expect(onlyBase.json.problems.map((p) => p.path)).toEqual([
      "brackets.2.base",
      "brackets.3.base",
    ]);
    expect(onlyBase.json.problems[0]?.message).toMatch(/previous base plus the tax/);
  });

  it("explains a malformed file: bad JSON, a missing header, a duplicate or gapped row", async () => {
    const json = await preview({ kind: "tax-year", format: "json", content: "{ nope" });
    expect(json.json.valid).toBe(false);
    expect(json.json.problems[0]?.message).toMatch(/not valid JSON/);
    const header = await preview({ kind: "tax-year", format: "csv", content: "a,b\nx,1\n" });
    expect(header.json.problems[0]).toMatchObject({
      row: 1,
      message: 'the first row must be "path,value"',
    });
    const twice = await preview({
      kind: "transfer-duty",
      format: "csv",
      content: "path,value\nid,x\nid,y\nbands.1.from,0\n",
    });
    expect(twice.json.problems).toEqual(
      expect.arrayContaining([
        { path: "id", row: 3, message: "is given twice" },
        expect.objectContaining({
          path: "bands.0",
          message: expect.stringMatching(/without gaps/),
        }),
      ]),
    );
  });

  it("shows what would change against the current version", async () => {
    const res = await preview({
      kind: "tax-year",
      format: "json",
      content: JSON.stringify(corrected2027()),
    });
    expect(res.json.valid).toBe(true);
    expect(res.json.key).toBe("2027");
    expect(res.json.current?.version).toBe(1);
    const base = taxYearTable(2027);
    expect(res.json.changes).toEqual(
      expect.arrayContaining([
        { path: "id", before: base.id, after: "za-tax-2027@2026-11-22" },
        {
          path: "rebates.primary",
          before: base.rebates.primary,
          after: base.rebates.primary + 1_000,
        },
      ]),
    );
    expect(res.json.changes.map((c: { path: string }) => c.path)).not.toContain(
      "rebates.secondary",
    );
  });
});

describe("publishing", () => {
  it("refuses an invalid table with every problem and stores nothing", async () => {
    const entries = await auditCount(t);
    const broken = { ...corrected2027(), periodEnd: "2027-02-27" };
    const res = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "tax-year",
        table: broken,
        note: "typed in",
        basedOnVersion: 1,
      },
    });
    expect(res.status).toBe(400);
    expect(res.problem.code).toBe("rate-tables/invalid-table");
    expect(res.problem.errors).toEqual([
      { path: "table.periodEnd", message: expect.stringMatching(/must be 2027-02-28/) },
    ]);
    expect((await admin.call(adminRoutes.getRateTable, taxYear2027)).json.current.version).toBe(1);
    expect(await auditCount(t)).toBe(entries);
  });

  it("publishes a new version that calculations use at once, while locked records keep theirs", async () => {
    const { client } = await subscribedAdviser(t, "Table User");
    const clientRow = await addClient(client);
    const inputs = { age: 45, salary: 720_000, retirementContributions: 60_000, payePaid: 150_000 };
    const locked = await client.call(recordRoutes.createScenario, {
      body: {
        clientId: clientRow.id,
        scenarioName: "Locked",
        taxYear: 2027,
        inputs,
      },
    });
    await client.call(recordRoutes.lockScenario, { params: { id: locked.json.id }, body: {} });

    const res = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "tax-year",
        table: corrected2027(),
        note: "SARS correction of the primary rebate",
        basedOnVersion: 1,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      kind: "tax-year",
      key: "2027",
      version: 2,
      source: "SARS correction of the primary rebate",
      createdByEmail: "admin.tests@example.co.za",
    });

    const fresh = await client.call(recordRoutes.createScenario, {
      body: {
        clientId: clientRow.id,
        scenarioName: "Fresh",
        taxYear: 2027,
        inputs,
      },
    });
    expect(fresh.json.rateTables[0]).toMatchObject({
      version: 2,
      tableId: "za-tax-2027@2026-11-22",
    });
    expect(fresh.json.result.taxPayable).toBe(locked.json.result.taxPayable - 1_000);
    const lockedNow = await client.call(recordRoutes.getScenario, {
      params: { id: locked.json.id },
    });
    expect(lockedNow.json.rateTables[0]?.version).toBe(1);
    expect(lockedNow.json.result).toEqual(locked.json.result);

    const detail = await admin.call(adminRoutes.getRateTable, taxYear2027);
    expect(detail.json.history.map((v) => v.version)).toEqual([2, 1]);
    expect(detail.json.table).toEqual(corrected2027());
    const list = await admin.call(adminRoutes.listRateTables);
    expect(list.json.items).toContainEqual(
      expect.objectContaining({ kind: "tax-year", key: "2027", version: 2, versions: 2 }),
    );
    const audit = await admin.call(adminRoutes.listAuditEntries, {
      query: { targetType: "rate-table", targetId: "tax-year:2027" },
    });
    expect(audit.json.items[0]).toMatchObject({
      action: "rate-table/publish",
      before: { version: 1 },
      after: { version: 2, note: "SARS correction of the primary rebate" },
    });
  });

  it("refuses a publish based on a version that is no longer the newest (409)", async () => {
    const res = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "tax-year",
        table: corrected2027(),
        note: "an old review",
        basedOnVersion: 1,
      },
    });
    expect(res.status).toBe(409);
    expect(res.problem.code).toBe("rate-tables/version-conflict");
  });

  it("a table for a new key starts at version 1 and needs a note", async () => {
    const duty = {
      ...transferDutyTables[0],
      id: "za-transfer-duty@2030-03-01",
      effectiveFrom: "2030-03-01",
    };
    const noNote = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "transfer-duty",
        table: duty,
        note: "",
        basedOnVersion: null,
      },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.problem.errors?.[0]?.path).toBe("note");
    const res = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "transfer-duty",
        table: duty,
        note: "Budget 2030",
        basedOnVersion: null,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ key: "2030-03-01", version: 1 });
  });
});

describe("lump-sum tables: stored, checked like the others, used by scenarios and comparisons", () => {
  /** The 2023 tables with the first retirement band widened to R600 000 (bases re-derived). */
  function corrected2023(): LumpSumTable {
    const table = structuredClone(lumpSumTableFor("2024-06-01")) as LumpSumTable;
    table.retirement = [
      { from: 0, to: 600_000, base: 0, rate: 0 },
      { from: 600_000, to: 770_000, base: 0, rate: 0.18 },
      { from: 770_000, to: 1_155_000, base: 30_600, rate: 0.27 },
      { from: 1_155_000, to: null, base: 134_550, rate: 0.36 },
    ];
    return table;
  }

  it("are listed with the other tables, as version 1 of their effective date", async () => {
    const list = await admin.call(adminRoutes.listRateTables);
    expect(list.json.items).toContainEqual(
      expect.objectContaining({ kind: "lump-sum", key: "2023-03-01", version: 1 }),
    );
    const current = await admin.call(adminRoutes.getRateTable, {
      params: { kind: "lump-sum", key: "2023-03-01" },
    });
    expect(current.json.table).toEqual(lumpSumTableFor("2024-06-01"));
  });

  it("refuses a broken band from a CSV import with its path and row, and publishing it", async () => {
    const csv = rateTableToCsv(lumpSumTableFor("2024-06-01")).replace(
      /^retirement\.2\.from,.*$/m,
      "retirement.2.from,800000",
    );
    const row = csv.split("\n").findIndex((l) => l.startsWith("retirement.2.from,")) + 1;
    const res = await preview({ kind: "lump-sum", format: "csv", content: csv });
    expect(res.json.valid).toBe(false);
    expect(res.json.problems).toContainEqual(
      expect.objectContaining({ path: "retirement.2.from", row }),
    );
    const broken = structuredClone(lumpSumTableFor("2024-06-01")) as LumpSumTable;
    broken.withdrawal[1] = { ...broken.withdrawal[1], rate: 1.5 } as LumpSumTable["withdrawal"][1];
    const publish = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "lump-sum",
        table: broken,
        note: "Broken",
        basedOnVersion: 1,
      },
    });
    expect(publish.status).toBe(400);
    expect(publish.problem.code).toBe("rate-tables/invalid-table");
  });

  it("a published correction is used at once by a scenario's lump sum (and named with the result); a locked one keeps its version", async () => {
    const { client } = await subscribedAdviser(t, "Lump Sum User");
    const clientRow = await addClient(client);
    const inputs = {
      age: 63,
      salary: 0,
      lumpSums: [{ kind: "retirement" as const, amount: 800_000, accrualDate: "2025-09-15" }],
    };
    const locked = await client.call(recordRoutes.createScenario, {
      body: {
        clientId: clientRow.id,
        scenarioName: "Retiring, locked",
        taxYear: 2026,
        inputs,
      },
    });
    expect(locked.status, JSON.stringify(locked.json)).toBe(201);
    // 2023 table: 39 600 + 27% × (800 000 − 770 000) = 47 700
    expect(locked.json.result.lumpSumTax).toBe(47_700);
    expect(locked.json.rateTables).toContainEqual(
      expect.objectContaining({ kind: "lump-sum", key: "2023-03-01", version: 1 }),
    );
    await client.call(recordRoutes.lockScenario, { params: { id: locked.json.id }, body: {} });

    const res = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "lump-sum",
        table: corrected2023(),
        note: "Test correction: first band to R600 000",
        basedOnVersion: 1,
      },
    });
    expect(res.status).toBe(201);

    const fresh = await client.call(recordRoutes.createScenario, {
      body: {
        clientId: clientRow.id,
        scenarioName: "Retiring",
        taxYear: 2026,
        inputs,
      },
    });
    // corrected: 30 600 + 27% × 30 000 = 38 700
    expect(fresh.json.result.lumpSumTax).toBe(38_700);
    expect(fresh.json.rateTables).toContainEqual(
      expect.objectContaining({ kind: "lump-sum", key: "2023-03-01", version: 2 }),
    );
    const lockedNow = await client.call(recordRoutes.getScenario, {
      params: { id: locked.json.id },
    });
    expect(lockedNow.json.result.lumpSumTax).toBe(47_700);

    const current = await client.call(accountRoutes.currentRateTables);
    const stored = current.json.lumpSums.find((l) => l.ref.key === "2023-03-01");
    expect(stored?.ref.version).toBe(2);
    expect(stored?.table.retirement[0]?.to).toBe(600_000);

    // The comparison's RA exit uses the stored (corrected) table too.
    const comparison = await client.call(recordRoutes.createInvestmentComparison, {
      body: {
        clientId: clientRow.id,
        description: "RA check",
        inputs: {
          horizonYears: 1,
          inflationPercent: 0,
          // Every rand deducted at 0 %: no refund, and nothing never deducted to come off the cash
          // (Second Schedule para 5(1)(a)), so only the table taxes it.
          marginalTaxRate: 0,
          retirementAnnuity: { annualDeductionCap: 2_400_000 },
          options: [
            {
              kind: "market",
              label: "RA",
              wrapper: "retirement-annuity",
              lumpSum: 2_400_000,
              growthPercent: 0,
            },
            { kind: "market", label: "TFSA", wrapper: "tfsa", lumpSum: 1_000 },
          ],
        },
      },
    });
    expect(comparison.status).toBe(201);
    const cashTax = comparison.json.result.trace.find(
      (l) => l.label === "RA: Tax on the cash lump sum (retirement table)",
    );
    // one-third 800 000 on the corrected table: 30 600 + 27% × 30 000 = 38 700
    expect(cashTax?.amount).toBe(38_700);
    expect(comparison.json.rateTables).toContainEqual(
      expect.objectContaining({ kind: "lump-sum", version: 2 }),
    );

    // The table's de minimis governs the RA's cash: raised to R3 000 000, the R2 400 000 fund
    // may all be taken in cash: 30 600 + 27% × (1 155 000 − 770 000) + 36% × (2 400 000 −
    // 1 155 000) = 134 550 + 448 200 = 582 750 on the corrected table.
    const raised = await admin.call(adminRoutes.publishRateTable, {
      body: {
        kind: "lump-sum",
        table: { ...corrected2023(), deMinimis: 3_000_000 },
        note: "Test correction: de minimis R3 000 000",
        basedOnVersion: 2,
      },
    });
    expect(raised.status, JSON.stringify(raised.json)).toBe(201);
    const again = await client.call(recordRoutes.createInvestmentComparison, {
      body: {
        clientId: clientRow.id,
        description: "RA check, after the de minimis change",
        inputs: comparison.json.inputs,
      },
    });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    const trace = again.json.result.trace;
    expect(trace.find((l) => l.label.startsWith("RA: Whole fund taken in cash"))?.amount).toBe(
      2_400_000,
    );
    expect(
      trace.find((l) => l.label === "RA: Tax on the cash lump sum (retirement table)")?.amount,
    ).toBe(582_750);
  });
});
