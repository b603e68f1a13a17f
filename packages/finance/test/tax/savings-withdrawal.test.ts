import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateIncomeTax, taxYearTable } from "../../src/tax";
import { assess } from "./helpers";

describe("two-pot savings withdrawal: gross income at the marginal rate (SARS, 2 Sept 2024)", () => {
  it("R300 000 salary + R50 000 withdrawal (2026): 42 678 + 26% × 112 900 − 17 235 = 54 797; 54 797 − 41 797 = 13 000 tax; receive 37 000 (evafinancialsolutions.co.za)", () => {
    const result = assess(2026, { age: 40, salary: 300_000, savingsWithdrawal: 50_000 });
    expect(result.savingsWithdrawal).toEqual({
      amount: 50_000,
      fee: 0,
      tax: 13_000,
      received: 37_000,
    });
    expect(result.trace.map((l) => l.label)).toContain(
      "This withdrawal costs R\u00a013\u00a0000 in tax; you receive R\u00a037\u00a0000",
    );
  });
  it("R94 800 + R5 000 (2025): 18% × 99 800 − 17 235 = 729 tax (the first R950 is below the threshold); receive 4 271 (atleha-edu.org)", () => {
    const result = assess(2025, { age: 40, salary: 94_800, savingsWithdrawal: 5_000 });
    expect(result.savingsWithdrawal?.tax).toBe(729);
    expect(result.savingsWithdrawal?.received).toBe(4_271);
  });
  it("a R300 fee is deducted before tax: R300 000 + (R10 000 − 300) → 26% × 9 700 = 2 522 tax; receive 10 000 − 300 − 2 522 = 7 178", () => {
    const result = assess(2026, {
      age: 40,
      salary: 300_000,
      savingsWithdrawal: 10_000,
      savingsWithdrawalFee: 300,
    });
    expect(result.savingsWithdrawal).toEqual({
      amount: 10_000,
      fee: 300,
      tax: 2_522,
      received: 7_178,
    });
  });
  it("no withdrawal: null and no extra working", () => {
    expect(assess(2026, { age: 40, salary: 300_000 }).savingsWithdrawal).toBeNull();
  });
  it("refused: below the R2 000 minimum, a fee above the withdrawal, and a tax year before 1 September 2024", () => {
    const t = taxYearTable(2026);
    expect(() => calculateIncomeTax({ age: 40, savingsWithdrawal: 1_999.99 }, t)).toThrow(
      /savingsWithdrawal: must be at least R\u00a02\u00a0000/,
    );
    expect(() =>
      calculateIncomeTax({ age: 40, savingsWithdrawal: 2_000, savingsWithdrawalFee: 2_001 }, t),
    ).toThrow(/savingsWithdrawalFee/);
    expect(() =>
      calculateIncomeTax({ age: 40, savingsWithdrawal: 5_000 }, taxYearTable(2024)),
    ).toThrow(/from 1 September 2024/);
  });
  it("property: the tax on a withdrawal is between 0 and 45% of it (net of the fee), and what you receive adds up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 2_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        (salary, withdrawal, fee) => {
          const r = assess(2026, {
            age: 40,
            salary,
            savingsWithdrawal: withdrawal,
            savingsWithdrawalFee: fee,
          }).savingsWithdrawal;
          if (!r) throw new Error("expected a withdrawal");
          expect(r.tax).toBeGreaterThanOrEqual(0);
          expect(r.tax).toBeLessThanOrEqual((withdrawal - fee) * 0.45 + 0.01);
          expect(Math.round((r.amount - r.fee - r.tax) * 100)).toBe(Math.round(r.received * 100));
        },
      ),
    );
  }, 10_000);
});
