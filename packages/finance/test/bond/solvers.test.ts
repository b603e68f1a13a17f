import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  affordableLoanForInstalment,
  calculateBondRepayment,
  termForInstalment,
} from "../../src/bond";
import { expectInputError } from "./expect-input-error";

describe("affordableLoanForInstalment", () => {
  it("R10 837.07 at 11.75% over 240 months buys 10 837.07 × (1 − (1 + r)^−240) / r = R999 999.94", () => {
    // 10 837.07 is 0.0706c below the exact instalment of R1 000 000, so the loan is 6c short.
    const result = affordableLoanForInstalment({
      instalment: 10_837.07,
      annualRatePercent: 11.75,
      termMonths: 240,
    });
    expect(result.loanAmount).toBe(999_999.94);
    expect(result.instalment).toBe(10_837.07);
  });
  it("R5 000 over 12 months at 0% = R60 000; a R69 fee adds 12 × 69 = R828 to the total paid", () => {
    const result = affordableLoanForInstalment({
      instalment: 5_000,
      annualRatePercent: 0,
      termMonths: 12,
      monthlyServiceFee: 69,
    });
    expect(result.loanAmount).toBe(60_000);
    expect(result.monthlyPayment).toBe(5_069);
    expect(result.totalPaid).toBe(60_828);
  });
});

describe("termForInstalment", () => {
  it("R1 000 000 at 11.75% paying R11 837.07: nper 180.18 → 181 months, final payment R2 090.68", () => {
    const result = termForInstalment({
      loanAmount: 1_000_000,
      annualRatePercent: 11.75,
      instalment: 11_837.07,
    });
    expect(result.termMonths).toBe(181);
    expect(result.payoffMonths).toBe(181);
    expect(result.finalPayment).toBe(2_090.68);
    expect(result.totalInterest).toBe(1_132_763.28); // as the R1 000 extra in term mode
  });
  it("paying exactly the 240-month instalment R10 837.07 gives a term of 240 months", () => {
    const result = termForInstalment({
      loanAmount: 1_000_000,
      annualRatePercent: 11.75,
      instalment: 10_837.07,
    });
    expect(result.termMonths).toBe(240);
    expect(result.payoffMonths).toBe(240);
  });
  it("rejects R9 791.67, the first month's interest (1 000 000 × 11.75 / 1200): never repaid", () => {
    expectInputError(
      () =>
        termForInstalment({
          loanAmount: 1_000_000,
          annualRatePercent: 11.75,
          instalment: 9_791.67,
        }),
      "instalment",
    );
  });
  it("rejects R9 800 (just above the interest): it would take over 600 months", () => {
    expectInputError(
      () =>
        termForInstalment({ loanAmount: 1_000_000, annualRatePercent: 11.75, instalment: 9_800 }),
      "instalment",
    );
  });
});

describe("the solvers invert each other and the calculator", () => {
  it("loan for instalment X, then the instalment of that loan, is X within a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 600 }),
        (instalmentCents, basisPoints, termMonths) => {
          const instalment = instalmentCents / 100;
          const annualRatePercent = basisPoints / 100;
          const { loanAmount } = affordableLoanForInstalment({
            instalment,
            annualRatePercent,
            termMonths,
          });
          const back = calculateBondRepayment({
            loanAmount,
            annualRatePercent,
            termMonths,
            startDate: "2026-11-01",
          });
          expect(back.instalment).toBeLessThanOrEqual(instalment);
          expect(instalment - back.instalment).toBeLessThanOrEqual(0.01 + 1e-9);
        },
      ),
      { numRuns: 300 },
    );
  }, 10_000);
  it("the term for a loan's own instalment is the loan's term (or less, when rounding allows)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 500_000_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 1, max: 600 }),
        (loanCents, basisPoints, termMonths) => {
          const loanAmount = loanCents / 100;
          const annualRatePercent = basisPoints / 100;
          const { instalment } = calculateBondRepayment({
            loanAmount,
            annualRatePercent,
            termMonths,
            startDate: "2026-11-01",
          });
          const result = termForInstalment({ loanAmount, annualRatePercent, instalment });
          expect(result.termMonths).toBeLessThanOrEqual(termMonths);
          expect(result.payoffMonths).toBeLessThanOrEqual(result.termMonths);
        },
      ),
      { numRuns: 300 },
    );
  }, 10_000);
});
