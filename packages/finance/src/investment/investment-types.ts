import type { Percent, Rands } from "../core/money";
import type { TraceLine } from "../core/trace";

/** One projection year of one option; rands to the cent, at the end of the year. */
export interface InvestmentYearRow {
  year: number;
  /** Cumulative own money put in. */
  contributed: Rands;
  /** Nominal value before exit taxes and selling costs. */
  value: number;
  /** What the investor would keep after exit tax (and, for property, selling costs) this year. */
  afterTaxExitValue: Rands;
  /** afterTaxExitValue deflated by inflation to today's money. */
  real: Rands;
}

export interface InvestmentOptionSummary {
  finalValue: Rands;
  finalAfterTaxValue: Rands;
  finalRealValue: Rands;
  totalContributed: Rands;
  /** Annualised IRR in percent (4 decimals); null when the cash flows have no IRR. */
  annualisedReturnPercent: Percent | null;
  /**
   * 1 = the best after-tax real value at the horizon; equal values share a rank. Options that put
   * in the same money at the same times rank in the order of their annualised returns.
   */
  rank: number;
  /** This option's final real value minus the best one's (0 for the best, negative otherwise). */
  differenceFromBest: Rands;
}

export interface InvestmentOptionResult {
  label: string;
  kind: "market" | "property" | "bond-extra";
  /** For market options: the tax wrapper. */
  wrapper?: "discretionary" | "tfsa" | "retirement-annuity" | "endowment";
  years: InvestmentYearRow[];
  summary: InvestmentOptionSummary;
}

export interface InvestmentWarning {
  code:
    | "tfsa-cap"
    | "ra-deduction-cap"
    | "ra-refund-spent"
    | "rank-and-return-differ"
    | "transfer-costs-missing"
    | "unequal-contributions"
    | "no-annualised-return";
  /** Index into options, when the warning is about one option. */
  optionIndex?: number;
  message: string;
}

export interface InvestmentComparisonResult {
  horizonYears: number;
  options: InvestmentOptionResult[];
  bestLabel: string;
  warnings: InvestmentWarning[];
  assumptions: string[];
  trace: TraceLine[];
}
