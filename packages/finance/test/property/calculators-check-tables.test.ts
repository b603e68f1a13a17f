import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import { presumedCurrentUntil } from "../../src/core/staleness";
import {
  calculateTransferCosts,
  calculateTransferDuty,
  type TransferCostTariff,
  type TransferDutyTable,
  transferCostTablesFor,
  transferCostTariffFor,
  transferDutyTableFor,
} from "../../src/property";
import { dutyTable } from "./helpers";

const input = { purchasePrice: 1_500_000, bondAmount: 1_200_000, acquisitionDate: "2025-06-01" };

/** The FinanceInputError a call throws (fails the test if it throws anything else, or nothing). */
function inputError(call: () => unknown): FinanceInputError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(FinanceInputError);
    return error as FinanceInputError;
  }
  throw new Error("expected a FinanceInputError");
}

function brokenDutyTable(): TransferDutyTable {
  const table = structuredClone(dutyTable("za-transfer-duty@2025-04-01"));
  const band = table.bands[2];
  if (!band) throw new Error("fixture");
  band.from += 100; // a gap between bands 1 and 2
  return table;
}

function tariffWithVat(ratePercent: number): TransferCostTariff {
  const tariff = structuredClone(transferCostTariffFor("2025-06-01"));
  tariff.vat.ratePercent = ratePercent;
  return tariff;
}

describe("the property calculators refuse the tables they are given when invalid", () => {
  it("a duty table with a broken band: calculateTransferDuty names table.bands.2.from", () => {
    const error = inputError(() => calculateTransferDuty(1_500_000, brokenDutyTable()));
    expect(error.problems.map((p) => p.path)).toContain("table.bands.2.from");
  });
  it("the same broken table inside calculateTransferCosts names tables.transferDuty.bands.2.from", () => {
    const tables = { ...transferCostTablesFor("2025-06-01"), transferDuty: brokenDutyTable() };
    const error = inputError(() => calculateTransferCosts(input, tables));
    expect(error.problems.map((p) => p.path)).toContain("tables.transferDuty.bands.2.from");
  });
  it("a tariff with VAT 150 %: tables.tariff.vat.ratePercent", () => {
    const tables = { ...transferCostTablesFor("2025-06-01"), tariff: tariffWithVat(150) };
    const error = inputError(() => calculateTransferCosts(input, tables));
    expect(error.field).toBe("tables.tariff.vat.ratePercent");
  });
  it("undefined tables are input errors, not TypeErrors", () => {
    const missing = undefined as never;
    expect(inputError(() => calculateTransferDuty(1_000_000, missing)).field).toBe("table");
    expect(inputError(() => calculateTransferCosts(input, missing)).field).toBe("tables");
    expect(
      inputError(() =>
        calculateTransferCosts(input, { ...transferCostTablesFor("2025-06-01"), tariff: missing }),
      ).field,
    ).toBe("tables.tariff");
    // undefined picks the built-in list (a default parameter); null is not a list.
    expect(inputError(() => transferDutyTableFor("2025-06-01", null as never)).field).toBe(
      "tables",
    );
    expect(inputError(() => transferCostTariffFor("2025-06-01", [missing])).field).toBe("tables.0");
  });
  it("any non-table value is an input error, never another exception", () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        inputError(() => calculateTransferDuty(1_000_000, junk as never));
        inputError(() => calculateTransferCosts(input, junk as never));
      }),
    );
  }, 10_000);
});

describe("a date beyond the latest table's known period gets a warning, never silence", () => {
  it("2099-03-01: both the duty table (from 1 April 2025, presumed current to 28 Feb 2027) and the tariff warn", () => {
    const date = "2099-03-01";
    const result = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: date },
      transferCostTablesFor(date),
    );
    expect(result.warnings.map((w) => w.code)).toEqual([
      "stale-transfer-duty-table",
      "stale-cost-tariff",
    ]);
    expect(result.warnings[0]?.message).toBe(
      "No transfer duty table has been published for 01 March 2099 yet; the latest (from 01 April 2025) is used.",
    );
  });
  it("15 March 2025 on the 1 March 2023 duty table is not stale: the 1 April 2025 table exists, so the older one was in force until then (only the newest table can be stale)", () => {
    const date = "2025-03-15";
    const result = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: date },
      transferCostTablesFor(date),
    );
    expect(result.transferDutyTableId).toBe("za-transfer-duty@2023-03-01");
    expect(result.warnings.filter((w) => w.code.startsWith("stale-"))).toEqual([]);
  });
  it("property: a date before a newer table never warns; a date after the newest table's known period always does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          // The earliest cost tariff is from 27 May 2024.
          if (date < "2024-05-27") return;
          const tables = transferCostTablesFor(date);
          const newest = date >= "2025-04-01";
          const beyond = date > presumedCurrentUntil("2025-04-01");
          expect(tables.stale?.transferDuty !== null).toBe(newest && beyond);
        },
      ),
    );
  }, 10_000);
  it("a date within the known period has no staleness warning (2026-11-23)", () => {
    const date = "2026-11-23";
    const result = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: date },
      transferCostTablesFor(date),
    );
    expect(result.warnings.filter((w) => w.code.startsWith("stale-"))).toEqual([]);
  });
  it("presumedCurrentUntil: 2025-04-01 → 2027-02-28; 2026-02-15 → 2027-02-28; 2027-03-01 → 2029-02-28", () => {
    expect(presumedCurrentUntil("2025-04-01")).toBe("2027-02-28");
    expect(presumedCurrentUntil("2026-02-15")).toBe("2027-02-28");
    expect(presumedCurrentUntil("2027-03-01")).toBe("2029-02-28");
  });
});
