import { type Cents, type Percent, type Rate, randsToCents, roundCents } from "../core/money";
import type { TraceLine } from "../core/trace";
import { lumpSumBandTax } from "../retirement/calculate-lump-sum-tax";
import type { LumpSumTable } from "../retirement/lump-sum-table-schema";
import { lumpSumTables as builtInLumpSumTables } from "../retirement/lump-sum-tables";
import type { TaxBracket, TaxYearTable } from "../tax/table-schema";
import { taxYearTable } from "../tax/tables";
import { type AnnuityIncomeTax, annuityIncomeTax } from "./annuity-income-tax";
import {
  COMPARISON_DEFAULTS,
  type ParsedInvestmentComparisonInput,
} from "./investment-input-schema";
import type { InvestmentWarning } from "./investment-types";

/**
 * The rate tables a comparison taxes with: the tax year its defaults follow (the annuity's income
 * tax, with the age rebates) and the lump-sum tables (the RA's cash lump sum). The server passes
 * the stored tables, the browser the same ones (ADR 016); the built-in ones otherwise.
 */
export interface ComparisonTables {
  taxYear: TaxYearTable;
  lumpSums: readonly LumpSumTable[];
}

export function builtInComparisonTables(): ComparisonTables {
  return {
    taxYear: taxYearTable(COMPARISON_DEFAULTS.taxYear),
    lumpSums: builtInLumpSumTables,
  };
}

/** The latest confirmed lump-sum table (not an estimate), else the latest: the RA's exit uses it. */
export function raLumpSumTable(tables: readonly LumpSumTable[]): LumpSumTable {
  const byDate = [...tables].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const confirmed = byDate.filter((table) => !table.estimate);
  const latest = confirmed[confirmed.length - 1] ?? byDate[byDate.length - 1];
  if (latest === undefined) throw new Error("no lump-sum table to tax the RA's cash with");
  return latest;
}

/** The comparison-wide figures every option's projection uses, in engine units. */
export interface ComparisonContext {
  horizonYears: number;
  months: number;
  inflationPercent: Percent;
  marginalTaxRate: Rate;
  cgtInclusionRate: Rate;
  cgtAnnualExclusion: Cents;
  tfsaAnnualLimit: Cents;
  tfsaLifetimeLimit: Cents;
  /** The yearly s11F limit: the rand cap, or 27,5 % of the deduction income when lower. */
  raAnnualDeductionCap: Cents;
  /** The rand cap alone, and the 27,5 % limit when the adviser gave the income (else null). */
  raRandCap: Cents;
  raIncomeLimit: Cents | null;
  interestExemption: Cents;
  dividendsTaxRate: Rate;
  /** The one-third rule's de minimis, from the lump-sum table (its `deMinimis`). */
  raDeMinimis: Cents;
  /** SARS's retirement lump-sum bands (the latest confirmed table). */
  raLumpSumBands: readonly TaxBracket[];
  /** The date that table took effect (what a client reads, never its id). */
  raLumpSumTableFrom: string;
  /** The tax year whose tables tax the annuity's income. */
  raTaxYear: TaxYearTable;
  /** The adviser's estimate of taxable income in retirement (today's money), or null. */
  raRetirementIncome: Cents | null;
  raAgeAtRetirement: number;
  /** The annuity's yearly income as a share of its capital. */
  raDrawdownRate: Rate;
  endowmentIncomeTaxRate: Rate;
  endowmentCapitalGainsRate: Rate;
}

export function comparisonContext(
  input: ParsedInvestmentComparisonInput,
  tables: ComparisonTables,
): ComparisonContext {
  const lumpSumTable = raLumpSumTable(tables.lumpSums);
  const ra = input.retirementAnnuity;
  const randCap = randsToCents(ra.annualDeductionCap);
  const incomeLimit =
    ra.deductionIncome === undefined
      ? null
      : roundCents(randsToCents(ra.deductionIncome) * tables.taxYear.retirement.deductionRate);
  return {
    horizonYears: input.horizonYears,
    months: input.horizonYears * 12,
    inflationPercent: input.inflationPercent,
    marginalTaxRate: input.marginalTaxRate,
    cgtInclusionRate: input.cgt.inclusionRate,
    cgtAnnualExclusion: randsToCents(input.cgt.annualExclusion),
    tfsaAnnualLimit: randsToCents(input.tfsa.annualLimit),
    tfsaLifetimeLimit: randsToCents(input.tfsa.lifetimeLimit),
    raAnnualDeductionCap: incomeLimit === null ? randCap : Math.min(randCap, incomeLimit),
    raRandCap: randCap,
    raIncomeLimit: incomeLimit,
    interestExemption: randsToCents(input.interestExemptionAvailable),
    dividendsTaxRate: input.dividendsTaxRate,
    raDeMinimis: randsToCents(lumpSumTable.deMinimis),
    raLumpSumBands: lumpSumTable.retirement,
    raLumpSumTableFrom: lumpSumTable.effectiveFrom,
    raTaxYear: tables.taxYear,
    raRetirementIncome:
      ra.retirementIncome === undefined ? null : randsToCents(ra.retirementIncome),
    raAgeAtRetirement: ra.ageAtRetirement,
    raDrawdownRate: ra.annuityDrawdownPercent / 100,
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
export function monthlyEquivalent(annualPercent: Percent): Rate {
  return (1 + annualPercent / 100) ** (1 / 12) - 1;
}

/** amount × (1 + percent)^years, to the cent (yearly escalation). */
export function escalate(amount: Cents, percent: Percent, years: number): Cents {
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

export interface RaExit {
  lumpSum: Cents;
  /** Contributions never deducted under s11F that reduce the taxable lump sum (para 5(1)(a)). */
  lumpSumRelief: Cents;
  lumpSumTax: Cents;
  /** The fund less the cash lump sum: the capital that buys the annuity (nominal). */
  annuityCapital: Cents;
  /** The annuity's first year of income and its tax, in today's money. */
  income: AnnuityIncomeTax;
  /** Contributions never deducted still left after the lump sum: exempt annuity income (s10C). */
  annuityExempt: Cents;
  /** (annuityCapital − annuityExempt) × the average rate on the annuity's income. */
  annuityTax: Cents;
}

/**
 * What a retirement annuity fund of `fund` leaves after SARS at the end of year `years`: the
 * maximum cash lump sum (one-third, or all of it at or below the lump-sum table's de minimis)
 * taxed on the retirement lump-sum table (no earlier lump sums assumed) after the contributions
 * that never ranked for deduction under s11F (`undeducted`) are taken off it (Second Schedule
 * para 5(1)(a)); what is left of them exempts as much annuity income (s10C). The rest of the
 * fund buys an annuity taxed on the
 * income it pays each year, not on its capital. A year's income (capital × drawdown, in today's
 * money so it meets today's tax brackets) is taxed as the top slice of the client's retirement
 * income with the age rebates; every rand of the capital is eventually paid out as such income,
 * so at a level real income the tax over the annuity's life is the capital × that year's average
 * rate (the present value of the tax on a level stream equals the rate × its present value).
 */
export function raExitTax(
  fund: Cents,
  context: ComparisonContext,
  years: number,
  undeducted: Cents = 0,
): RaExit {
  const deflator = (1 + context.inflationPercent / 100) ** years;
  if (fund <= 0) {
    return {
      lumpSum: 0,
      lumpSumRelief: 0,
      lumpSumTax: 0,
      annuityCapital: 0,
      income: annuityIncomeTax(
        context.raTaxYear,
        0,
        context.raRetirementIncome,
        context.raAgeAtRetirement,
      ),
      annuityExempt: 0,
      annuityTax: 0,
    };
  }
  const lumpSum = fund <= context.raDeMinimis ? fund : roundCents(fund / 3);
  const lumpSumRelief = Math.min(lumpSum, Math.max(0, undeducted));
  const lumpSumTax = lumpSumBandTax(context.raLumpSumBands, lumpSum - lumpSumRelief).cents;
  const annuityCapital = fund - lumpSum;
  const annuityExempt = Math.min(annuityCapital, Math.max(0, undeducted - lumpSumRelief));
  const income = annuityIncomeTax(
    context.raTaxYear,
    roundCents((annuityCapital / deflator) * context.raDrawdownRate),
    context.raRetirementIncome,
    context.raAgeAtRetirement,
  );
  const annuityTax = roundCents((annuityCapital - annuityExempt) * income.averageRate);
  return { lumpSum, lumpSumRelief, lumpSumTax, annuityCapital, income, annuityExempt, annuityTax };
}
