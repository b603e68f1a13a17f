import { type Cents, randsToCents, roundCents } from "../core/money";
import type { TraceLine } from "../core/trace";
import type { ParsedInvestmentComparisonInput } from "./investment-input-schema";
import type { InvestmentWarning } from "./investment-types";

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
