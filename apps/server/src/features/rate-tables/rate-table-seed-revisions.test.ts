import { readFileSync } from "node:fs";
import { type TaxYearTable, type TransferCostTariff, taxYearTable } from "@adviser-desk/finance";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/database";
import { rateTable, user } from "#server/db/schema";
import { createTestDatabase } from "../../../test/support/test-database";
import { createRateTableStore } from "./rate-table-store";
import { builtInRateTableRows, seedRateTables } from "./seed-rate-tables";
import { SEEDED_REVISIONS } from "./seeded-revisions";
import { tableHash } from "./table-hash";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

/**
 * A tax year as an earlier release seeded it: before the deemed vehicle cost tables were added
 * (travel.deemedCost null, no confidence entry for it). The test checks its hash is the recorded
 * earlier revision, so this really is what old databases hold.
 */
function beforeDeemedCostTables(year: number): TaxYearTable {
  const table = structuredClone(taxYearTable(year)) as TaxYearTable & {
    travel: { deemedCost: unknown };
  };
  table.travel.deemedCost = null;
  const confidence = { ...(table.confidence as Record<string, unknown>) };
  delete confidence["travel.deemedCost"];
  return { ...table, confidence } as TaxYearTable;
}

/** The 27 May 2024 tariff as the release before the 1 April 2024 Deeds Office schedule seeded it. */
const oldTariff = JSON.parse(
  readFileSync(
    new URL("../../../test/fixtures/tariff-2024-05-27-before-deeds-2024.json", import.meta.url),
    "utf8",
  ),
) as TransferCostTariff;

const versionsOf = (key: string) =>
  database.db
    .select({ version: rateTable.version, data: rateTable.data, createdBy: rateTable.createdBy })
    .from(rateTable)
    .where(and(eq(rateTable.kind, "tax-year"), eq(rateTable.key, key)))
    .orderBy(asc(rateTable.version));

describe("the seeder brings corrected built-in tables to existing databases", () => {
  it("every built-in table's hash is its recorded current revision (move it to earlier when a table changes)", () => {
    const rows = builtInRateTableRows();
    expect(Object.keys(SEEDED_REVISIONS).sort()).toEqual(
      rows.map((row) => `${row.kind}:${row.key}`).sort(),
    );
    for (const row of rows) {
      const known = SEEDED_REVISIONS[`${row.kind}:${row.key}`];
      expect(tableHash(row.data), `${row.kind}:${row.key}`).toBe(known?.current);
      expect(known?.earlier).not.toContain(known?.current);
    }
  });

  it("the hash ignores key order and undefined members (jsonb gives keys back reordered)", () => {
    expect(tableHash({ a: 1, b: [1, { c: 2, d: undefined }] })).toBe(
      tableHash({ b: [1, { c: 2 }], a: 1 }),
    );
    expect(tableHash({ a: 1 })).not.toBe(tableHash({ a: 2 }));
  });

  it("replaces an old seeded revision with a new version, keeps admin-edited tables and reports them", async () => {
    const old2025 = beforeDeemedCostTables(2025);
    const old2027 = beforeDeemedCostTables(2027);
    expect(SEEDED_REVISIONS["tax-year:2025"]?.earlier).toContain(tableHash(old2025));
    expect(SEEDED_REVISIONS["tax-year:2027"]?.earlier).toContain(tableHash(old2027));
    expect(SEEDED_REVISIONS["transfer-cost-tariff:2024-05-27"]?.earlier).toContain(
      tableHash(oldTariff),
    );

    // A database seeded by the earlier release: 2025 and 2027 as they were then; an administrator
    // published version 2 of 2027 (their own figures) on top.
    const [admin] = await database.db
      .insert(user)
      .values({ id: "admin-seed-test", name: "Admin", email: "seed-admin@example.com" })
      .returning({ id: user.id });
    const edited2027 = { ...old2027, id: "za-tax-2027@admin-edit" };
    await database.db.insert(rateTable).values([
      { kind: "tax-year", key: "2025", version: 1, data: old2025, source: old2025.source },
      {
        kind: "transfer-cost-tariff",
        key: "2024-05-27",
        version: 1,
        data: oldTariff,
        source: oldTariff.source,
      },
      { kind: "tax-year", key: "2027", version: 1, data: old2027, source: old2027.source },
      {
        kind: "tax-year",
        key: "2027",
        version: 2,
        data: edited2027,
        source: "Admin correction",
        createdBy: admin?.id ?? null,
      },
    ]);

    const report = await seedRateTables(database.db);
    expect(report.replaced.sort()).toEqual(["tax-year:2025", "transfer-cost-tariff:2024-05-27"]);
    expect(report.keptEdited).toEqual(["tax-year:2027"]);
    expect(report.added).not.toContain("tax-year:2025");
    expect(report.added).toContain("lump-sum:2023-03-01");

    const v2025 = await versionsOf("2025");
    expect(v2025.map((v) => v.version)).toEqual([1, 2]);
    // Version 1 is untouched (locked records keep it); version 2 is the corrected table.
    expect(tableHash(v2025[0]?.data)).toBe(tableHash(old2025));
    expect(tableHash(v2025[1]?.data)).toBe(tableHash(taxYearTable(2025)));
    expect(v2025[1]?.createdBy).toBeNull();
    expect((v2025[1]?.data as TaxYearTable | undefined)?.travel.deemedCost?.length).toBeGreaterThan(
      0,
    );

    // The Deeds Office fee for a R1m–R2m transfer on 15 January 2025: R1 453 (2023 schedule)
    // before, R1 544 (1 April 2024 schedule) once the seeder has run.
    const store = createRateTableStore(database.db, 0);
    const { tariff } = await store.transferTables("2025-01-15");
    expect(tariff.ref.version).toBe(2);
    expect(oldTariff.deedsOffice.transferFees[6]?.fee).toBe(1_453);
    expect(tariff.table.deedsOffice.transferFees[6]?.fee).toBe(1_544);

    const v2027 = await versionsOf("2027");
    expect(v2027.map((v) => v.version)).toEqual([1, 2]);
    expect((v2027[1]?.data as TaxYearTable | undefined)?.id).toBe("za-tax-2027@admin-edit");
  });

  it("a second run (and two instances at once) changes nothing more", async () => {
    const reports = await Promise.all([seedRateTables(database.db), seedRateTables(database.db)]);
    for (const report of reports) {
      expect(report.added).toEqual([]);
      expect(report.replaced).toEqual([]);
      expect(report.keptEdited).toEqual(["tax-year:2027"]);
    }
    expect((await versionsOf("2025")).length).toBe(2);
  });

  it("a table an administrator published that equals an earlier revision is kept (never overwritten)", async () => {
    const old = beforeDeemedCostTables(2025);
    const [admin] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, "admin-seed-test"));
    await database.db.insert(rateTable).values({
      kind: "tax-year",
      key: "2025",
      version: 3,
      data: old,
      source: "Admin restored the old figures",
      createdBy: admin?.id ?? null,
    });
    const report = await seedRateTables(database.db);
    expect(report.keptEdited).toEqual(["tax-year:2025", "tax-year:2027"]);
    expect((await versionsOf("2025")).length).toBe(3);
  });
});
