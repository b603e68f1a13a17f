import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateBondRepayment } from "../../src/bond";
import { addMonths } from "../../src/bond/month-math";

const cents = (rands: number) => Math.round(rands * 100);

const loanArbitrary = fc.record({
  loanAmount: fc.integer({ min: 100, max: 2_000_000_000 }).map((c) => c / 100),
  annualRatePercent: fc.integer({ min: 0, max: 2_500 }).map((bp) => bp / 100),
  termMonths: fc.integer({ min: 1, max: 360 }),
  startDate: fc.constantFrom("2026-11-01", "2026-01-31", "2027-02-28"),
  monthlyServiceFee: fc.constantFrom(0, 69),
});

const extrasArbitrary = fc.record({
  extraMonthly: fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
  extraMonthlyAnnualIncreasePercent: fc.integer({ min: 0, max: 20 }),
  lumps: fc.array(
    fc.record({
      month: fc.integer({ min: 0, max: 400 }),
      amount: fc.integer({ min: 0, max: 500_000 }),
    }),
    {
      maxLength: 4,
    },
  ),
  changes: fc.uniqueArray(
    fc.record({
      month: fc.integer({ min: 1, max: 400 }),
      rate: fc.integer({ min: 0, max: 2_500 }),
    }),
    { maxLength: 5, selector: (change) => change.month },
  ),
  extraPaymentsReduce: fc.constantFrom("term" as const, "instalment" as const),
});

function inputs(loan: typeof loanArbitrary) {
  return fc.tuple(loan, extrasArbitrary).map(([base, extras]) => {
    const rateChanges = extras.changes.map((change) => ({
      date: addMonths(base.startDate, change.month),
      annualRatePercent: change.rate / 100,
    }));
    const lumpSums = extras.lumps.map((lump) => ({
      date: addMonths(base.startDate, lump.month),
      amount: lump.amount,
    }));
    return {
      withExtras: {
        ...base,
        extraMonthly: extras.extraMonthly,
        extraMonthlyAnnualIncreasePercent: extras.extraMonthlyAnnualIncreasePercent,
        lumpSums,
        rateChanges,
        extraPaymentsReduce: extras.extraPaymentsReduce,
      },
      plain: { ...base, rateChanges },
    };
  });
}

describe("schedule invariants for any loan, extras, lump sums and prime path", () => {
  it("principal + extras sum to the loan exactly, the last closing balance is 0, rows chain", () => {
    fc.assert(
      fc.property(inputs(loanArbitrary), ({ withExtras }) => {
        const result = calculateBondRepayment(withExtras);
        let repaid = 0;
        let interest = 0;
        let previousClosing = cents(withExtras.loanAmount);
        for (const row of result.schedule) {
          expect(cents(row.openingBalance)).toBe(previousClosing);
          expect(row.closingBalance).toBeGreaterThanOrEqual(0);
          expect(row.principal).toBeGreaterThanOrEqual(0);
          repaid += cents(row.principal) + cents(row.extra);
          interest += cents(row.interest);
          previousClosing = cents(row.closingBalance);
        }
        expect(repaid).toBe(cents(withExtras.loanAmount));
        expect(previousClosing).toBe(0);
        expect(interest).toBe(cents(result.totalInterest));
        expect(cents(result.totalPaid)).toBe(
          cents(withExtras.loanAmount) + cents(result.totalInterest) + cents(result.totalFees),
        );
        expect(result.payoffMonths).toBe(result.schedule.length);
      }),
      { numRuns: 200 },
    );
  }, 40_000);
  it("extra payments never increase total interest, and never lengthen the loan", () => {
    fc.assert(
      fc.property(inputs(loanArbitrary), ({ withExtras, plain }) => {
        const extra = calculateBondRepayment(withExtras);
        const none = calculateBondRepayment(plain);
        expect(extra.totalInterest).toBeLessThanOrEqual(none.totalInterest);
        expect(extra.payoffMonths).toBeLessThanOrEqual(none.payoffMonths);
        expect(extra.plain.totalInterest).toBe(none.totalInterest);
        expect(extra.interestSaved).toBeGreaterThanOrEqual(0);
        expect(extra.monthsSaved).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  }, 10_000);
});
