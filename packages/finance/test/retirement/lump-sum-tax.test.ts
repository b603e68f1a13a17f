import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import {
  calculateLumpSumTax,
  type LumpSumInput,
  lumpSumTableFor,
  lumpSumTables,
  validateLumpSumTable,
} from "../../src/retirement";

const tax = (input: LumpSumInput) =>
  calculateLumpSumTax(input, lumpSumTableFor(input.accrualDate)).tax;
const retirement = (amount: number, prior = 0, accrualDate = "2025-06-01") =>
  tax({ kind: "retirement", amount, accrualDate, priorRetirementLumpSums: prior });
const withdrawal = (amount: number, prior = 0, accrualDate = "2025-06-01") =>
  tax({ kind: "withdrawal", amount, accrualDate, priorWithdrawalLumpSums: prior });

describe("retirement table from 1 March 2023 (SARS; Profmark TG2024 p. 14)", () => {
  it("R550 000 exactly: R0 (the 0% band includes 550 000)", () => {
    expect(retirement(550_000)).toBe(0);
  });
  it("R800 000: 39 600 + 27% × 30 000 = 47 700", () => {
    expect(retirement(800_000)).toBe(47_700);
  });
  it("R1 000 000: 39 600 + 27% × 230 000 = 101 700", () => {
    expect(retirement(1_000_000)).toBe(101_700);
  });
  it("R1 500 000: 143 550 + 36% × 345 000 = 267 750 (not the 269 550 one newspaper printed)", () => {
    expect(retirement(1_500_000)).toBe(267_750);
  });
  it("R2 000 000: 143 550 + 36% × 845 000 = 447 750", () => {
    expect(retirement(2_000_000)).toBe(447_750);
  });
});

describe("retirement table from 1 March 2014 (accruals to 28 February 2023)", () => {
  it("R550 000 on 2022-06-01: 18% × 50 000 = 9 000", () => {
    expect(retirement(550_000, 0, "2022-06-01")).toBe(9_000);
  });
  it("R800 000: 36 000 + 27% × 100 000 = 63 000; R1 500 000: 130 500 + 36% × 450 000 = 292 500", () => {
    expect(retirement(800_000, 0, "2022-06-01")).toBe(63_000);
    expect(retirement(1_500_000, 0, "2022-06-01")).toBe(292_500);
  });
});

describe("withdrawal table from 1 March 2023", () => {
  it("R50 000: 18% × (50 000 − 27 500) = 4 050 (evafinancialsolutions.co.za)", () => {
    expect(withdrawal(50_000)).toBe(4_050);
  });
  it("R800 000: 125 730 + 27% × 74 000 = 145 710", () => {
    expect(withdrawal(800_000)).toBe(145_710);
  });
  it("withdrawal table from 1 March 2014: R100 000 on 2022-06-01 → 18% × 75 000 = 13 500", () => {
    expect(withdrawal(100_000, 0, "2022-06-01")).toBe(13_500);
  });
});

describe("SARS's cumulative rule: T(this + earlier) − T(earlier), both on today's table", () => {
  it("R1 000 000 at retirement after R500 000 taken before 1 March 2023: T(1 500 000) 267 750 − T(500 000) 0 = 267 750", () => {
    expect(retirement(1_000_000, 500_000)).toBe(267_750);
  });
  it("an earlier R200 000 withdrawal uses up retirement tax-free room: R600 000 → T(800 000) 47 700 − T(200 000) 0 = 47 700", () => {
    const result = calculateLumpSumTax(
      {
        kind: "retirement",
        amount: 600_000,
        accrualDate: "2025-06-01",
        priorWithdrawalLumpSums: 200_000,
      },
      lumpSumTableFor("2025-06-01"),
    );
    expect(result.tax).toBe(47_700);
    expect(result.netAmount).toBe(552_300);
    expect(result.trace.at(-2)?.label).toBe("Tax on this lump sum");
  });
  it("an earlier retirement lump sum uses up the withdrawal room: R50 000 withdrawal after R30 000 → T(80 000) 9 450 − T(30 000) 450 = 9 000", () => {
    expect(
      tax({
        kind: "withdrawal",
        amount: 50_000,
        accrualDate: "2025-06-01",
        priorRetirementLumpSums: 30_000,
      }),
    ).toBe(9_000);
  });
  it("non-deductible contributions reduce the taxable lump sum: R800 000 − 100 000 = 700 000 → 18% × 150 000 = 27 000", () => {
    expect(
      tax({
        kind: "retirement",
        amount: 800_000,
        accrualDate: "2025-06-01",
        nonDeductibleContributions: 100_000,
      }),
    ).toBe(27_000);
  });
});

describe("properties", () => {
  const amount = fc.integer({ min: 0, max: 5_000_000 });
  const kind = fc.constantFrom("retirement" as const, "withdrawal" as const);
  const date = fc.constantFrom("2020-01-01", "2023-03-01", "2025-06-01", "2026-06-01");
  it("the tax on a lump sum never decreases as the earlier total grows (cumulative rule, rising rates)", () => {
    fc.assert(
      fc.property(kind, date, amount, amount, amount, (k, d, a, p, extra) => {
        const at = (prior: number) =>
          tax({ kind: k, amount: a, accrualDate: d, priorRetirementLumpSums: prior });
        expect(at(p + extra)).toBeGreaterThanOrEqual(at(p));
      }),
    );
  }, 10_000);
  it("taking two lump sums costs the same tax as one of their total (cumulative rule)", () => {
    fc.assert(
      fc.property(kind, date, amount, amount, (k, d, a, b) => {
        const first = tax({ kind: k, amount: a, accrualDate: d });
        const second = tax({ kind: k, amount: b, accrualDate: d, priorRetirementLumpSums: a });
        const together = tax({ kind: k, amount: a + b, accrualDate: d });
        expect(Math.round((first + second) * 100)).toBe(Math.round(together * 100));
      }),
    );
  }, 10_000);
  it("tax is never negative and never above 36% of the lump sum", () => {
    fc.assert(
      fc.property(kind, date, amount, amount, (k, d, a, p) => {
        const t = tax({ kind: k, amount: a, accrualDate: d, priorSeveranceBenefits: p });
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(a * 0.36 + 0.01);
      }),
    );
  }, 10_000);
});

describe("tables", () => {
  it.each(lumpSumTables.map((t) => [t.id, t] as const))("built-in %s validates clean", (_id, t) => {
    expect(validateLumpSumTable(t)).toEqual([]);
  });
  it("a wrong base is refused, naming the path: retirement.2.base", () => {
    const broken = structuredClone(lumpSumTableFor("2025-06-01"));
    const band = broken.retirement[2];
    if (!band) throw new Error("fixture");
    band.base = 39_000;
    expect(validateLumpSumTable(broken).map((p) => p.path)).toContain("retirement.2.base");
    expect(() =>
      calculateLumpSumTax({ kind: "retirement", amount: 1, accrualDate: "2025-06-01" }, broken),
    ).toThrow(FinanceInputError);
  });
  it("tables by accrual date: 28 Feb 2023 → 2014 table, 1 Mar 2023 → 2023 table, 2026-06-01 → the 2026 estimate", () => {
    expect(lumpSumTableFor("2023-02-28").id).toBe("za-lump-sum@2014-03-01");
    expect(lumpSumTableFor("2023-03-01").id).toBe("za-lump-sum@2023-03-01");
    expect(lumpSumTableFor("2026-06-01").estimate).toBe(true);
  });
  it("an undefined table is an input error", () => {
    expect(() =>
      calculateLumpSumTax(
        { kind: "retirement", amount: 1, accrualDate: "2025-06-01" },
        undefined as never,
      ),
    ).toThrow(FinanceInputError);
  });
});
