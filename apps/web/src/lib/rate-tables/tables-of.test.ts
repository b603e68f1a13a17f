import type { CurrentRateTables, RateTableRef } from "@adviser-desk/contracts";
import {
  builtInTaxYears,
  lumpSumTableFor,
  lumpSumTables,
  taxYearTable,
  transferCostTariffFor,
  transferDutyTableFor,
} from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { comparisonTablesOf } from "./comparison-tables-of";
import { lumpSumTablesOf, taxYearsOf, taxYearTableOf } from "./tables-of";
import { transferTablesOf } from "./transfer-tables-of";

const ref = (kind: RateTableRef["kind"], key: string, tableId: string, version = 1) => ({
  id: `row-${kind}-${key}-${version}`,
  kind,
  key,
  version,
  tableId,
});

/** The built-in tables as the server would list them, with the 2026 tax year corrected (v2). */
function stored(): CurrentRateTables {
  const corrected = { ...taxYearTable(2026), id: "za-tax-2026@corrected" };
  corrected.rebates = { ...corrected.rebates, primary: corrected.rebates.primary + 100 };
  const corrected2023 = structuredClone(lumpSumTableFor("2024-06-01"));
  corrected2023.deMinimis = 300_000;
  const duty = transferDutyTableFor("2025-06-01");
  const tariff = transferCostTariffFor("2025-06-01");
  return {
    taxYears: [
      { ref: ref("tax-year", "2025", taxYearTable(2025).id), table: taxYearTable(2025) },
      { ref: ref("tax-year", "2026", corrected.id, 2), table: corrected },
    ],
    transferDuties: [{ ref: ref("transfer-duty", duty.effectiveFrom, duty.id, 3), table: duty }],
    transferCostTariffs: [
      { ref: ref("transfer-cost-tariff", tariff.effectiveFrom, tariff.id), table: tariff },
    ],
    lumpSums: [
      {
        ref: ref("lump-sum", corrected2023.effectiveFrom, corrected2023.id, 2),
        table: corrected2023,
      },
    ],
  };
}

describe("live results use the stored rate tables", () => {
  it("a stored (corrected) tax year wins over the built-in one", () => {
    const current = stored();
    expect(taxYearTableOf(2026, current).rebates.primary).toBe(
      taxYearTable(2026).rebates.primary + 100,
    );
    expect(taxYearTableOf(2026, undefined)).toBe(taxYearTable(2026));
  });

  it("lump-sum tables are the stored ones (a corrected version wins), else the built-in ones", () => {
    const current = stored();
    expect(lumpSumTablesOf(current).map((t) => t.deMinimis)).toEqual([300_000]);
    expect(lumpSumTablesOf(undefined)).toBe(lumpSumTables);
    expect(comparisonTablesOf(current).lumpSums[0]?.deMinimis).toBe(300_000);
    expect(comparisonTablesOf(undefined).taxYear).toBe(taxYearTable(2027));
  });

  it("the tax years offered are the stored ones once loaded", () => {
    expect(taxYearsOf(stored())).toEqual([2025, 2026]);
    expect(taxYearsOf(undefined)).toEqual(builtInTaxYears);
  });

  it("transfer tables are picked by date from the stored ones, with their identities", () => {
    const current = stored();
    const tables = transferTablesOf("2025-07-15", current);
    expect(tables.transferDuty).toBe(current.transferDuties[0]?.table);
    expect(tables.refs.map((r) => r.version)).toEqual([3, 1]);
    expect(() => transferTablesOf("2019-01-01", current)).toThrow(/acquisition/i);
    expect(transferTablesOf("2025-07-15", undefined).refs).toEqual([]);
  });
});
