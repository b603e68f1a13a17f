import fc from "fast-check";
import type { IncomeTaxInput, TaxYearTable } from "../../src/tax";
import { builtInTaxYears, taxYearTable } from "../../src/tax";

/** Rands with cents, from whole cents (no float noise in the generated values). */
export const rands = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const signedRands = (max: number) =>
  fc.integer({ min: -max * 100, max: max * 100 }).map((cents) => cents / 100);

export const builtInTable = fc.constantFrom(...builtInTaxYears).map((year) => taxYearTable(year));

/** Any valid input (age given; every other field random, many of them 0). */
export const incomeTaxInput: fc.Arbitrary<IncomeTaxInput> = fc.record({
  age: fc.integer({ min: 0, max: 130 }),
  salary: rands(3_000_000),
  bonus: fc.oneof(fc.constant(0), rands(500_000)),
  travelAllowance: fc.oneof(fc.constant(0), rands(200_000)),
  businessKilometres: fc.integer({ min: 0, max: 40_000 }),
  localInterest: fc.oneof(fc.constant(0), rands(200_000)),
  foreignDividends: fc.oneof(fc.constant(0), rands(100_000)),
  localDividends: fc.oneof(fc.constant(0), rands(100_000)),
  netRentalIncome: fc.oneof(fc.constant(0), signedRands(300_000)),
  businessProfit: fc.oneof(fc.constant(0), signedRands(500_000)),
  annuityIncome: fc.oneof(fc.constant(0), rands(400_000)),
  capitalGains: fc.array(
    fc.record({ gain: signedRands(4_000_000), primaryResidence: fc.boolean() }),
    { maxLength: 3 },
  ),
  capitalLossBroughtForward: fc.oneof(fc.constant(0), rands(200_000)),
  yearOfDeath: fc.boolean(),
  retirementContributions: fc.oneof(fc.constant(0), rands(500_000)),
  retirementCarriedForward: fc.oneof(fc.constant(0), rands(200_000)),
  donations: fc.oneof(fc.constant(0), rands(200_000)),
  otherDeductions: fc.oneof(fc.constant(0), rands(50_000)),
  medicalSchemeMembers: fc.integer({ min: 0, max: 6 }),
  medicalSchemeMonths: fc.integer({ min: 0, max: 12 }),
  medicalSchemeFees: fc.oneof(fc.constant(0), rands(150_000)),
  medicalExpenses: fc.oneof(fc.constant(0), rands(150_000)),
  disability: fc.boolean(),
  payePaid: fc.oneof(fc.constant(0), rands(800_000)),
});

/**
 * A random table that satisfies every invariant: contiguous brackets with ascending rates and
 * bases built from the band below (rounded to the rand, as SARS does), and thresholds solved from
 * the rebates independently of the code under test (rounded up to the rand, as SARS does).
 */
export const validTable: fc.Arbitrary<TaxYearTable> = fc
  .record({
    widths: fc.array(fc.integer({ min: 1_000, max: 900_000 }), { minLength: 0, maxLength: 7 }),
    firstRatePercent: fc.integer({ min: 1, max: 40 }),
    rateSteps: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 7, maxLength: 7 }),
    rebates: fc.tuple(
      fc.integer({ min: 0, max: 40_000 }),
      fc.integer({ min: 0, max: 15_000 }),
      fc.integer({ min: 0, max: 5_000 }),
    ),
    year: fc.constantFrom(...builtInTaxYears),
  })
  .map(({ widths, firstRatePercent, rateSteps, rebates, year }) => {
    const template = structuredClone(taxYearTable(year));
    const brackets: TaxYearTable["brackets"] = [];
    let from = 0;
    let base = 0;
    let ratePercent = firstRatePercent;
    for (let index = 0; index <= widths.length; index += 1) {
      const width = widths[index];
      const to = width === undefined ? null : from + width;
      brackets.push({ from, to, base, rate: ratePercent / 100 });
      if (to !== null) {
        base = Math.round(base + (ratePercent * (to - from)) / 100);
        from = to;
      }
      ratePercent = Math.min(99, ratePercent + (rateSteps[index] ?? 0));
    }
    const [primary, secondary, tertiary] = rebates;
    const solve = (target: number): number => {
      // Walk the bands until the tax reaches the rebate total; SARS rounds the threshold up.
      for (const bracket of brackets) {
        const top =
          bracket.to === null
            ? Number.POSITIVE_INFINITY
            : bracket.base + bracket.rate * (bracket.to - bracket.from);
        if (target <= top) {
          return Math.ceil(bracket.from + Math.max(0, target - bracket.base) / bracket.rate);
        }
      }
      return 0;
    };
    return {
      ...template,
      brackets,
      rebates: { primary, secondary, tertiary },
      thresholds: {
        under65: solve(primary),
        from65To74: solve(primary + secondary),
        from75: solve(primary + secondary + tertiary),
      },
    };
  });
