import { describe, expect, it } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import {
  calculateTransferCosts,
  transferCostTablesFor,
  transferDutyTableFor,
} from "../../src/property";

const tables = transferCostTablesFor("2025-09-15");
const valid = { purchasePrice: 1_500_000, acquisitionDate: "2025-09-15", bondAmount: 1_000_000 };

function fieldOf(input: unknown): string {
  try {
    calculateTransferCosts(input as Parameters<typeof calculateTransferCosts>[0], tables);
  } catch (error) {
    if (error instanceof FinanceInputError) return error.field;
    throw error;
  }
  return "(no error)";
}

describe("calculateTransferCosts rejects bad input with FinanceInputError naming the field", () => {
  it.each([
    ["a negative price", { ...valid, purchasePrice: -1 }, "purchasePrice"],
    ["a NaN price", { ...valid, purchasePrice: Number.NaN }, "purchasePrice"],
    ["an infinite bond", { ...valid, bondAmount: Number.POSITIVE_INFINITY }, "bondAmount"],
    ["a negative bond", { ...valid, bondAmount: -5 }, "bondAmount"],
    ["a price as text", { ...valid, purchasePrice: "1500000" }, "purchasePrice"],
    ["a malformed date", { ...valid, acquisitionDate: "15/09/2025" }, "acquisitionDate"],
    ["an impossible date", { ...valid, acquisitionDate: "2025-02-29" }, "acquisitionDate"],
    ["an unknown buyer type", { ...valid, buyerType: "trust" }, "buyerType"],
    [
      "vatRegisteredSeller as text",
      { ...valid, vatRegisteredSeller: "yes" },
      "vatRegisteredSeller",
    ],
    [
      "a negative override",
      { ...valid, overrides: { transferAttorneyFee: -1 } },
      "overrides.transferAttorneyFee",
    ],
  ])("%s → %s", (_name, input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  it("a date before the duty table in use (2016-12-31 with the 2017 table) → acquisitionDate", () => {
    const early = { transferDuty: transferDutyTableFor("2017-03-01"), tariff: tables.tariff };
    expect(() =>
      calculateTransferCosts({ ...valid, acquisitionDate: "2016-12-31" }, early),
    ).toThrow(expect.objectContaining({ field: "acquisitionDate" }));
  });

  it("a date before the earliest built-in table cannot get tables: transferCostTablesFor('2016-12-31') → acquisitionDate", () => {
    expect(() => transferCostTablesFor("2016-12-31")).toThrow(
      expect.objectContaining({ field: "acquisitionDate" }),
    );
  });

  it("tables picked for a later date (the 1 April 2025 duty table) used for a 2025-03-31 acquisition → acquisitionDate", () => {
    expect(fieldOf({ ...valid, acquisitionDate: "2025-03-31" })).toBe("acquisitionDate");
  });

  it("defaults: no bond, not a VAT sale, natural person", () => {
    const r = calculateTransferCosts(
      { purchasePrice: 1_000_000, acquisitionDate: "2025-09-15" },
      tables,
    );
    expect(r.bond.total).toBe(0);
    expect(r.transfer.disbursementItems.map((d) => d.key)).toContain("fica-natural");
  });
});
