import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randsToCents } from "../../src/core/money";
import {
  annuityIncomeTax,
  compareInvestments,
  type InvestmentOptionInput,
  taxAfterRebates,
} from "../../src/investment";
import { builtInTaxYears, taxYearTable } from "../../src/tax";

const rands = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const year = fc.constantFrom(...builtInTaxYears).map(taxYearTable);
const age = fc.integer({ min: 55, max: 100 });
const other = (label: string) =>
  ({ kind: "market", label, wrapper: "tfsa", lumpSum: 1_000 }) as InvestmentOptionInput;

describe("annuity income tax on the tax tables (properties)", () => {
  it("is between 0 and the income, its average rate never above the marginal rate at the retirement income", () => {
    fc.assert(
      fc.property(year, rands(3_000_000), fc.option(rands(5_000_000)), age, (t, income, est, a) => {
        const r = annuityIncomeTax(
          t,
          randsToCents(income),
          est === null ? null : randsToCents(est),
          a,
        );
        expect(r.yearTax).toBeGreaterThanOrEqual(0);
        expect(r.yearTax).toBeLessThanOrEqual(r.yearIncome);
        expect(r.retirementIncome).toBeGreaterThanOrEqual(r.yearIncome);
        // Cents and SARS's whole-rand bases: within R1 of the marginal rate on the slice.
        expect(r.yearTax).toBeLessThanOrEqual(Math.ceil(r.marginalRate * r.yearIncome) + 100);
      }),
    );
  }, 10_000);

  it("more other income in retirement never lowers the tax on the same annuity income (brackets rise)", () => {
    fc.assert(
      fc.property(
        year,
        rands(1_000_000),
        rands(3_000_000),
        rands(1_000_000),
        age,
        (t, i, e, d, a) => {
          const income = randsToCents(i);
          const lower = annuityIncomeTax(t, income, randsToCents(e), a);
          const higher = annuityIncomeTax(t, income, randsToCents(e) + randsToCents(d), a);
          // SARS prints bracket bases in whole rands, so a slice can shift by under R1 at a band edge.
          expect(higher.yearTax).toBeGreaterThanOrEqual(lower.yearTax - 100);
        },
      ),
    );
  }, 10_000);

  it("older clients never pay more (the secondary and tertiary rebates only add)", () => {
    fc.assert(
      fc.property(year, rands(3_000_000), fc.integer({ min: 55, max: 99 }), (t, i, a) => {
        const income = randsToCents(i);
        expect(taxAfterRebates(t, income, a + 1)).toBeLessThanOrEqual(
          taxAfterRebates(t, income, a),
        );
      }),
    );
  }, 10_000);

  it("income below the age's tax threshold with nothing else is never taxed", () => {
    fc.assert(
      fc.property(year, age, fc.double({ min: 0, max: 1, noNaN: true }), (t, a, share) => {
        const threshold =
          a >= 75 ? t.thresholds.from75 : a >= 65 ? t.thresholds.from65To74 : t.thresholds.under65;
        const income = Math.floor(randsToCents(threshold - 1) * share);
        expect(annuityIncomeTax(t, income, null, a).yearTax).toBe(0);
      }),
    );
  }, 10_000);
});

describe("the RA's exit in the comparison (properties)", () => {
  const ra = (lumpSum: number): InvestmentOptionInput => ({
    kind: "market",
    label: "RA",
    wrapper: "retirement-annuity",
    lumpSum,
    growthPercent: 0,
  });

  it("a higher estimated retirement income never raises the RA's after-tax value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 20_000_000 }),
        rands(2_000_000),
        rands(2_000_000),
        (fund, low, extra) => {
          const run = (retirementIncome: number) =>
            compareInvestments({
              horizonYears: 1,
              inflationPercent: 0,
              // Every rand deducted at 0 %: no refund, no carry-forward; only the exit varies.
              marginalTaxRate: 0,
              retirementAnnuity: { retirementIncome, annualDeductionCap: 20_000_000 },
              options: [ra(fund), other("Other")],
            });
          const before = run(low);
          const value = (result: typeof before) =>
            result.options[0]?.summary.finalAfterTaxValue ?? 0;
          const line = (start: string) =>
            before.trace.find((l) => l.label.startsWith(`RA: ${start}`))?.amount ?? 0;
          // A year's tax is T(E) − T(E − income) with each T in whole cents (as SARS assesses), so
          // it can fall by a cent when E rises by one; the annuity's tax is that year's tax × the
          // years of income in the annuity, so the value may rise by that many cents, never more.
          const yearIncome = line("Annuity income");
          const centsOfRounding =
            yearIncome > 0 ? (line("Annuity bought") / yearIncome) * 0.01 + 0.01 : 0;
          expect(value(run(low + extra))).toBeLessThanOrEqual(value(before) + centsOfRounding);
        },
      ),
      { numRuns: 60, examples: [[5_897_466, 1_131_121.6, 0.01]] },
    );
  }, 10_000);

  it("exit tax = lump-sum tax + annuity × (a year's tax ÷ a year's income), to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300_000, max: 20_000_000 }), rands(1_500_000), (fund, est) => {
        const result = compareInvestments({
          horizonYears: 1,
          inflationPercent: 0,
          marginalTaxRate: 0,
          retirementAnnuity: { retirementIncome: est, annualDeductionCap: 20_000_000 },
          options: [ra(fund), other("Other")],
        });
        const line = (start: string) =>
          result.trace.find((l) => l.label.startsWith(`RA: ${start}`))?.amount ?? Number.NaN;
        const annuity = line("Annuity bought");
        const yearIncome = line("Annuity income");
        const yearTax = line("Tax on a year's");
        const lifeTax = line("Tax on the annuity's income over its life");
        const expected = yearIncome > 0 ? (annuity * yearTax) / yearIncome : 0;
        expect(Math.abs(lifeTax - expected)).toBeLessThanOrEqual(0.01);
        expect(line("Exit tax at the horizon")).toBeCloseTo(line("Tax on the cash") + lifeTax, 2);
      }),
      { numRuns: 60 },
    );
  }, 10_000);
});

describe("TFSA excess choices (properties)", () => {
  const tfsa = (
    tfsaExcessTo: "unit-trust" | "penalty" | "not-invested",
    lumpSum: number,
    monthlyContribution: number,
  ): InvestmentOptionInput => ({
    kind: "market",
    label: "TFSA",
    wrapper: "tfsa",
    lumpSum,
    monthlyContribution,
    growthPercent: 0,
    tfsaExcessTo,
  });

  it("every choice handles the same excess: unit trust and penalty invest all planned money, the penalty costs 40 % of the excess more, not-invested leaves the excess out", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        rands(600_000),
        rands(20_000),
        (horizonYears, lumpSum, monthly) => {
          const run = (choice: "unit-trust" | "penalty" | "not-invested") =>
            compareInvestments({
              horizonYears,
              inflationPercent: 0,
              options: [tfsa(choice, lumpSum + 1, monthly), other("Other")],
            });
          const unitTrust = run("unit-trust");
          const penalty = run("penalty");
          const notInvested = run("not-invested");
          const paidIn = (r: ReturnType<typeof run>) => r.options[0]?.summary.totalContributed ?? 0;
          const planned = paidIn(unitTrust);
          const excess = planned - paidIn(notInvested);
          expect(excess).toBeGreaterThanOrEqual(0);
          const penaltyLine = penalty.trace.find((l) => l.label.startsWith("TFSA: SARS's"));
          const charged = penaltyLine?.amount ?? 0;
          // 40 % of the excess, rounded to the cent each year (at most a cent a year apart).
          expect(Math.abs(charged - excess * 0.4)).toBeLessThanOrEqual(0.01 * horizonYears);
          expect(paidIn(penalty)).toBeCloseTo(planned + charged, 2);
          // At 0 % growth the TFSA keeps every rand paid into it.
          expect(penalty.options[0]?.summary.finalAfterTaxValue).toBeCloseTo(planned, 2);
          expect(unitTrust.options[0]?.summary.finalAfterTaxValue).toBeCloseTo(planned, 2);
          if (excess === 0) expect(penaltyLine).toBeUndefined();
        },
      ),
      { numRuns: 80 },
    );
  }, 10_000);
});
