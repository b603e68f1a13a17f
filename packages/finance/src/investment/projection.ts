import { type Cents, randsToCents, roundCents } from "../core/money";
import type { TraceLine } from "../core/trace";
import { lumpSumBandTax } from "../retirement/calculate-lump-sum-tax";
import { lumpSumTables } from "../retirement/lump-sum-tables";
import type { TaxBracket } from "../tax/table-schema";
import type { ParsedInvestmentComparisonInput } from "./investment-input-schema";
import type { InvestmentWarning } from "./investment-types";

/** The latest confirmed lump-sum table (not an estimate): the RA's exit uses its retirement bands. */
const RA_LUMP_SUM_TABLE = (() => {
  const confirmed = lumpSumTables.filter((table) => !table.estimate);
  const latest = confirmed[confirmed.length - 1];
  if (latest === undefined) throw new Error("no confirmed lump-sum table is built in");
  return latest;
})();

/** The comparison-wide figures every option's projection uses, in engine units. */
export interface ComparisonContext {
  horizonYears: number;
  months: number;
  inflationPercent: number;
  marginalTaxRate: number;
  cgtInclusionRate: number;
  cgtAnnualExclusion: Cents;
  tfsaAnnualLimit: Cents;
  tfsaLifetimeLimit: Cents;
  raAnnualDeductionCap: Cents;
  interestExemption: Cents;
  dividendsTaxRate: number;
  raRetirementMarginalTaxRate: number;
  raDeMinimis: Cents;
  /** SARS's retirement lump-sum bands (confirmed table in force from 1 March 2023). */
  raLumpSumBands: readonly TaxBracket[];
  raLumpSumTableId: string;
  endowmentIncomeTaxRate: number;
  endowmentCapitalGainsRate: number;
}

export function comparisonContext(input: ParsedInvestmentComparisonInput): ComparisonContext {
  return {
    horizonYears: input.horizonYears,
    months: input.horizonYears * 12,
    inflationPercent: input.inflationPercent,
    marginalTaxRate: input.marginalTaxRate,
    cgtInclusionRate: input.cgt.inclusionRate,
    cgtAnnualExclusion: randsToCents(input.cgt.annualExclusion),
    tfsaAnnualLimit: randsToCents(input.tfsa.annualLimit),
    tfsaLifetimeLimit: randsToCents(input.tfsa.lifetimeLimit),
    raAnnualDeductionCap: randsToCents(input.retirementAnnuity.annualDeductionCap),
    interestExemption: randsToCents(input.interestExemptionAvailable),
    dividendsTaxRate: input.dividendsTaxRate,
    raRetirementMarginalTaxRate:
      input.retirementAnnuity.retirementMarginalTaxRate ?? input.marginalTaxRate,
    raDeMinimis: randsToCents(input.retirementAnnuity.deMinimis),
    raLumpSumBands: RA_LUMP_SUM_TABLE.retirement,
    raLumpSumTableId: RA_LUMP_SUM_TABLE.id,
    endowmentIncomeTaxRate: input.endowment.incomeTaxRate,
    endowmentCapitalGainsRate: input.endowment.capitalGainsRate,
  };
}

/**
 * One option projected over the horizon, in cents. Year arrays hold year-end figures (index
 * y − 1). `flows` holds the investor's monthly cash flows for the IRR: index t is the moment t
 * months from the start; money put in is negative, money paid out to the investor positive.
 * The after-tax exit value is added at index `months` by the comparison.
 */
export interface Projection {
  contributed: Float64Array;
  value: Float64Array;
  afterTax: Float64Array;
  flows: Float64Array;
  warnings: InvestmentWarning[];
  trace: TraceLine[];
}

export function emptyProjection(context: ComparisonContext): Projection {
  return {
    contributed: new Float64Array(context.horizonYears),
    value: new Float64Array(context.horizonYears),
    afterTax: new Float64Array(context.horizonYears),
    flows: new Float64Array(context.months + 1),
    warnings: [],
    trace: [],
  };
}

/** The monthly rate equivalent to an effective annual percentage: (1 + a)^(1/12) − 1. */
export function monthlyEquivalent(annualPercent: number): number {
  return (1 + annualPercent / 100) ** (1 / 12) - 1;
}

/** amount × (1 + percent)^years, to the cent (yearly escalation). */
export function escalate(amount: Cents, percent: number, years: number): Cents {
  if (percent === 0 || years === 0) return amount;
  return roundCents(amount * (1 + percent / 100) ** years);
}

/**
 * CGT for an individual on a gain realised in one tax year:
 * (gain − annual exclusion) × inclusion rate × marginal rate; nothing on a loss.
 */
export function capitalGainsTax(gain: Cents, context: ComparisonContext): Cents {
  const taxable = gain - context.cgtAnnualExclusion;
  if (taxable <= 0) return 0;
  return roundCents(taxable * context.cgtInclusionRate * context.marginalTaxRate);
}

/**
 * What a retirement annuity fund of `fund` leaves after SARS at retirement: the maximum cash lump
 * sum (one-third, or all of it at or below the de minimis) taxed on the retirement lump-sum table
 * (no earlier lump sums assumed), and the rest bought as an annuity whose income is taxed at the
 * retirement marginal rate (applied to the annuity capital as a stand-in for the tax on the income
 * it pays out).
 */
export function raExitTax(
  fund: Cents,
  context: ComparisonContext,
): { lumpSum: Cents; lumpSumTax: Cents; annuityTax: Cents } {
  if (fund <= 0) return { lumpSum: 0, lumpSumTax: 0, annuityTax: 0 };
  const lumpSum = fund <= context.raDeMinimis ? fund : roundCents(fund / 3);
  const lumpSumTax = lumpSumBandTax(context.raLumpSumBands, lumpSum).cents;
  const annuityTax = roundCents((fund - lumpSum) * context.raRetirementMarginalTaxRate);
  return { lumpSum, lumpSumTax, annuityTax };
}
