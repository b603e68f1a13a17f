import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareInvestments,
  type InvestmentComparisonResult,
  type InvestmentOptionInput,
} from "../../src/investment";

// Issue 34: for random options, no option's money out of pocket differs from another's unless the
// adviser said so, and the rank, the best label and the annualised return agree.

const rands = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((bp) => bp / 100);

/** The money the adviser gives every option: the same lump sum, monthly and escalation. */
const money = fc.record({
  lumpSum: rands(1_000_000),
  monthlyContribution: rands(40_000).map((m) => m + 100),
  contributionEscalationPercent: percent(10),
});

/** What differs between options: the wrapper and how the fund grows, is charged and pays income. */
const fund = fc
  .record({
    wrapper: fc.constantFrom("discretionary", "tfsa", "retirement-annuity", "endowment"),
    growthPercent: percent(15),
    annualFeePercent: percent(3),
    income: fc.double({ min: 0, max: 1, noNaN: true }),
    dividends: fc.double({ min: 0, max: 1, noNaN: true }),
    reits: fc.double({ min: 0, max: 1, noNaN: true }),
    taxRefund: fc.constantFrom("reinvest", "spend"),
    label: fc.constantFrom(undefined, "", "Unit trust", "Unit trust 2", "Retirement annuity"),
  })
  .map(({ income, dividends, reits, ...option }) => {
    const incomeYield = Math.floor(option.growthPercent * income * 100) / 100;
    const dividendYield = Math.floor(incomeYield * dividends * 100) / 100;
    const reitYield = Math.floor((incomeYield - dividendYield) * reits * 100) / 100;
    return {
      ...option,
      incomeYieldPercent: incomeYield,
      dividendYieldPercent: dividendYield,
      reitYieldPercent: reitYield,
    };
  });

const settings = fc.record({
  horizonYears: fc.integer({ min: 1, max: 30 }),
  inflationPercent: percent(10),
  marginalTaxRate: fc.integer({ min: 0, max: 45 }).map((rate) => rate / 100),
  interestExemptionAvailable: fc.constantFrom(0, 23_800, 34_500),
  retirementAnnuity: fc.record(
    { annualDeductionCap: rands(430_000), deductionIncome: rands(3_000_000) },
    { requiredKeys: [] },
  ),
});

const sameMoney = fc
  .tuple(settings, money, fc.array(fund, { minLength: 2, maxLength: 4 }))
  .map(([comparison, given, funds]) => ({
    ...comparison,
    options: funds.map((f) => ({ kind: "market", ...given, ...f }) as InvestmentOptionInput),
  }));

/** For every pair: a better rank never has a lower annualised return. */
function rankAndReturnAgree(result: InvestmentComparisonResult): void {
  for (const a of result.options) {
    for (const b of result.options) {
      const ra = a.summary.annualisedReturnPercent;
      const rb = b.summary.annualisedReturnPercent;
      if (a.summary.rank < b.summary.rank && ra !== null && rb !== null) {
        expect(ra).toBeGreaterThanOrEqual(rb);
      }
    }
  }
  const best = result.options.filter((o) => o.summary.rank === 1).map((o) => o.label);
  expect(best).toContain(result.bestLabel);
}

describe("every option on the same money out (properties)", () => {
  it("options given the same money put in the same money, year by year, whatever the wrapper, refund choice or fund; their rank, best label and annualised return agree", () => {
    fc.assert(
      fc.property(sameMoney, (input) => {
        const result = compareInvestments(input);
        const [first, ...rest] = result.options;
        for (const option of rest) {
          expect(option.years.map((y) => y.contributed)).toEqual(
            first?.years.map((y) => y.contributed),
          );
        }
        rankAndReturnAgree(result);
        expect(result.warnings.map((w) => w.code)).not.toContain("rank-and-return-differ");
        expect(result.warnings.map((w) => w.code)).not.toContain("unequal-contributions");
        // Names are told apart, so a legend or a column never names two options alike.
        expect(new Set(result.options.map((o) => o.label)).size).toBe(result.options.length);
      }),
      { numRuns: 60 },
    );
  }, 10_000);

  it("only the adviser's own choices put in different money (a TFSA's excess left out or paid into it with SARS's 40 %); when rank and annualised return then disagree, a warning names both options", () => {
    const withTfsaChoice = fc
      .tuple(sameMoney, fc.constantFrom("unit-trust", "penalty", "not-invested"))
      .map(([input, tfsaExcessTo]) => ({
        ...input,
        options: input.options.map((o) => ({ ...o, tfsaExcessTo }) as InvestmentOptionInput),
      }));
    fc.assert(
      fc.property(withTfsaChoice, (input) => {
        const result = compareInvestments(input);
        const paidIn = result.options.map((o) => o.summary.totalContributed);
        const chose = input.options.some(
          (o) => o.kind === "market" && o.wrapper === "tfsa" && o.tfsaExcessTo !== "unit-trust",
        );
        if (!chose) expect(new Set(paidIn).size).toBe(1);
        for (const a of result.options) {
          for (const b of result.options) {
            const ra = a.summary.annualisedReturnPercent;
            const rb = b.summary.annualisedReturnPercent;
            if (a.summary.rank < b.summary.rank && ra !== null && rb !== null && rb > ra) {
              expect(
                result.warnings.some(
                  (w) =>
                    w.code === "rank-and-return-differ" &&
                    w.message.startsWith(`${a.label} ranks above ${b.label}`),
                ),
              ).toBe(true);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 10_000);
});
