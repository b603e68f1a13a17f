import fc from "fast-check";
import {
  type InvestmentComparisonInput,
  investmentComparisonInputSchema,
  TAX_REFUND_CHOICES,
  TFSA_EXCESS_CHOICES,
} from "../../../src/investment";
import type { MarketOption } from "../../../src/investment/option-schemas";
import { projectMarket } from "../../../src/investment/project-market";
import { comparisonContext } from "../../../src/investment/projection";
import { lumpSumTables } from "../../../src/retirement/lump-sum-tables";
import { builtInTaxYears, taxYearTable } from "../../../src/tax";

/**
 * One market option with every figure of its comparison spelled out (no schema defaults), and
 * the tables pinned by year and date, so a recorded case keeps its meaning when defaults or the
 * built-in tables move on.
 */
export interface GoldenInput {
  comparison: Omit<InvestmentComparisonInput, "options">;
  option: MarketOption;
  optionIndex: number;
  taxYear: number;
  lumpSumTableFrom: string;
}

/** A projection as plain JSON (typed arrays as arrays; -0 and 0 alike, as JSON has them). */
export type GoldenOutput = unknown;

export interface GoldenCase {
  input: GoldenInput;
  output: GoldenOutput;
}

export const GOLDEN_SEED = 16;
export const GOLDEN_CASE_COUNT = 200;

/** Amounts with cents, small ones and round ones, up to `max` rands. */
const rands = (max: number) =>
  fc.oneof(
    fc.integer({ min: 1, max: max * 100 }).map((cents) => cents / 100),
    fc.integer({ min: 1, max: max / 1_000 }).map((thousands) => thousands * 1_000),
  );
const orZero = <T extends number>(arb: fc.Arbitrary<T>) => fc.oneof(fc.constant(0), arb);
const percent = (maxBasisPoints: number) =>
  fc.integer({ min: 0, max: maxBasisPoints }).map((bp) => bp / 100);

/** Mostly short terms (small fixture), some to the 60-year limit. */
const horizonYears = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 10 }) },
  { weight: 2, arbitrary: fc.integer({ min: 11, max: 25 }) },
  { weight: 1, arbitrary: fc.integer({ min: 26, max: 60 }) },
);

/**
 * Growth, its income part, and the income's dividend and REIT parts, each within the one before
 * it (the REIT part within what the dividends leave).
 */
const yields = fc
  .tuple(
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(0) },
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 2_000 }) },
    ),
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 100 }),
  )
  .map(([growthBp, incomeShare, dividendShare, reitShare]) => {
    const incomeBp = Math.floor((growthBp * incomeShare) / 100);
    const dividendBp = Math.floor((incomeBp * dividendShare) / 100);
    const reitBp = Math.floor(((incomeBp - dividendBp) * reitShare) / 100);
    return {
      growthPercent: growthBp / 100,
      incomeYieldPercent: incomeBp / 100,
      dividendYieldPercent: dividendBp / 100,
      reitYieldPercent: reitBp / 100,
    };
  });

const tfsaLimits = fc.oneof(
  fc.constant({ annualLimit: 46_000, lifetimeLimit: 500_000 }),
  fc.constant({ annualLimit: 36_000, lifetimeLimit: 500_000 }),
  fc.record({ annualLimit: rands(60_000), lifetimeLimit: rands(600_000) }),
);

const comparison = fc.record({
  horizonYears,
  inflationPercent: percent(1_200),
  marginalTaxRate: fc.oneof(
    fc.constantFrom(0, 0.18, 0.26, 0.31, 0.36, 0.39, 0.41, 0.45),
    fc.integer({ min: 0, max: 4_500 }).map((bp) => bp / 10_000),
  ),
  interestExemptionAvailable: fc.oneof(fc.constantFrom(0, 23_800, 34_500), rands(40_000)),
  dividendsTaxRate: fc.constantFrom(0.2, 0.15, 0),
  cgt: fc.record({
    inclusionRate: fc.constantFrom(0.4, 0.333, 0),
    annualExclusion: fc.oneof(fc.constantFrom(0, 40_000, 50_000), rands(100_000)),
  }),
  tfsa: tfsaLimits,
  retirementAnnuity: fc.record(
    {
      annualDeductionCap: fc.oneof(fc.constantFrom(350_000, 430_000), rands(60_000)),
      retirementIncome: rands(3_000_000),
      ageAtRetirement: fc.integer({ min: 55, max: 100 }),
      annuityDrawdownPercent: fc.integer({ min: 250, max: 1_750 }).map((bp) => bp / 100),
      deductionIncome: rands(3_000_000),
    },
    { requiredKeys: ["annualDeductionCap", "ageAtRetirement", "annuityDrawdownPercent"] },
  ),
  endowment: fc.record({
    incomeTaxRate: fc.constantFrom(0.3, 0.28),
    capitalGainsRate: fc.constantFrom(0.12, 0.096),
  }),
});

/** Prior TFSA contributions: none, anything, or within a few thousand of the lifetime limit. */
const priorTfsa = (lifetimeLimit: number) =>
  fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: Math.round(lifetimeLimit * 100) }).map((cents) => cents / 100),
    fc.integer({ min: 0, max: 500_000 }).map((cents) => Math.max(0, lifetimeLimit - cents / 100)),
    fc.constant(lifetimeLimit + 1_000),
  );

const option = (lifetimeLimit: number) =>
  fc
    .record({
      // The TFSA twice as often: its excess has three ways to go.
      wrapper: fc.constantFrom("discretionary", "tfsa", "tfsa", "retirement-annuity", "endowment"),
      lumpSum: orZero(rands(2_000_000)),
      monthlyContribution: orZero(rands(60_000)),
      contributionEscalationPercent: orZero(percent(1_500)),
      yields,
      annualFeePercent: orZero(percent(300)),
      taxRefund: fc.constantFrom(...TAX_REFUND_CHOICES),
      tfsaPriorContributions: priorTfsa(lifetimeLimit),
      tfsaExcessTo: fc.constantFrom(...TFSA_EXCESS_CHOICES),
    })
    .map(
      ({ yields, lumpSum, monthlyContribution, ...rest }): MarketOption => ({
        kind: "market",
        label: "Golden option",
        ...rest,
        ...yields,
        // Not drawn (the stored cases' random stream stays as it was): none paid this tax year.
        tfsaPriorThisTaxYear: 0,
        lumpSum,
        // The schema needs money in: a monthly contribution when there is no lump sum.
        monthlyContribution:
          lumpSum === 0 && monthlyContribution === 0 ? 1_500 : monthlyContribution,
      }),
    );

const goldenInput: fc.Arbitrary<GoldenInput> = comparison.chain((settings) =>
  fc.record({
    comparison: fc.constant(settings),
    option: option(settings.tfsa.lifetimeLimit),
    optionIndex: fc.integer({ min: 0, max: 3 }),
    taxYear: fc.constantFrom(...builtInTaxYears),
    lumpSumTableFrom: fc.constantFrom(...lumpSumTables.map((table) => table.effectiveFrom)),
  }),
);

/** The recorded inputs: the same ones for a given seed and fast-check version. */
export function goldenInputs(): GoldenInput[] {
  return fc.sample(goldenInput, { seed: GOLDEN_SEED, numRuns: GOLDEN_CASE_COUNT });
}

/** projectMarket on one input, through the comparison's own parsing and context. */
export function projectGolden(input: GoldenInput): GoldenOutput {
  const parsed = investmentComparisonInputSchema.parse({
    ...input.comparison,
    options: [input.option, input.option],
  });
  const context = comparisonContext(parsed, {
    taxYear: taxYearTable(input.taxYear),
    lumpSums: lumpSumTables.filter((table) => table.effectiveFrom === input.lumpSumTableFrom),
  });
  const [option] = parsed.options;
  if (option?.kind !== "market") throw new Error("a golden case projects a market option");
  const projection = projectMarket(option, context, input.optionIndex);
  return JSON.parse(
    JSON.stringify({
      contributed: Array.from(projection.contributed),
      value: Array.from(projection.value),
      afterTax: Array.from(projection.afterTax),
      flows: Array.from(projection.flows),
      warnings: projection.warnings,
      trace: projection.trace,
    }),
  );
}

/** The recorded cases, next to this file. */
export const GOLDEN_FIXTURE = new URL("./market-golden.json", import.meta.url);
