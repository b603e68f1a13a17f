import { describe, expect, it } from "vitest";
import { calculateIncomeTax, taxYearTable } from "../../src/tax";
import { assess } from "./helpers";

describe("lump sums in the tax scenario (separate tables, cumulative within the year)", () => {
  it("R50 000 withdrawal (May) then R600 000 at retirement (Dec) 2026: 18% × 22 500 = 4 050; T(650 000) − T(50 000) = 18% × 100 000 = 18 000; total 22 050; normal tax unchanged", () => {
    const result = assess(2026, {
      age: 60,
      salary: 300_000,
      lumpSums: [
        { kind: "retirement", amount: 600_000, accrualDate: "2025-12-01" },
        { kind: "withdrawal", amount: 50_000, accrualDate: "2025-05-01" },
      ],
    });
    expect(result.lumpSums.map((l) => [l.kind, l.tax])).toEqual([
      ["withdrawal", 4_050],
      ["retirement", 18_000],
    ]);
    expect(result.lumpSumTax).toBe(22_050);
    expect(result.taxPayable).toBe(41_797);
  });
  it("a lump sum dated outside the tax year is refused, naming lumpSums.0.accrualDate", () => {
    expect(() =>
      calculateIncomeTax(
        {
          age: 60,
          lumpSums: [{ kind: "retirement", amount: 100_000, accrualDate: "2026-03-01" }],
        },
        taxYearTable(2026),
      ),
    ).toThrow(/lumpSums\.0\.accrualDate/);
  });
  it("no lump sums: an empty list and R0", () => {
    const result = assess(2026, { age: 40, salary: 1 });
    expect(result.lumpSums).toEqual([]);
    expect(result.lumpSumTax).toBe(0);
  });
});
