import {
  type BondInput,
  builtInTaxYears,
  type IncomeTaxInput,
  type InvestmentComparisonInput,
  taxYearForDate,
} from "@adviser-desk/finance";
import { firstOfNextMonth } from "./first-of-next-month";

export { firstOfNextMonth };

/*
 * The inputs "New" starts with (spec §2 screens), shared by the server (create without inputs)
 * and the web. Time and the company's assumptions are arguments: these functions are pure.
 */

/** The latest tax year with a built-in table (2027 in November 2026). */
export const DEFAULT_TAX_YEAR = Math.max(...builtInTaxYears);

/** Today's date in South Africa (SAST, UTC+2) as YYYY-MM-DD. */
export function isoDateInSouthAfrica(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Johannesburg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The tax year "New" proposes: the SARS year that today falls in, when it has a table; otherwise
 * the latest year before it that has one (or the earliest there is).
 */
export function defaultTaxYear(today: string, years: readonly number[]): number {
  const current = taxYearForDate(today);
  if (years.includes(current)) return current;
  const earlier = years.filter((year) => year < current);
  return earlier.length > 0 ? Math.max(...earlier) : Math.min(...years);
}

/**
 * The client's date of birth from their profile when it is known (the age then follows the tax
 * year), else a person of 40. No income yet: every amount starts at 0.
 */
export function defaultScenarioInputs(profile?: { dateOfBirth: string | null }): IncomeTaxInput {
  return profile?.dateOfBirth
    ? { dateOfBirth: profile.dateOfBirth, salary: 0 }
    : { age: 40, salary: 0 };
}

/** R1 500 000 with a 90% bond (R1 350 000), bought today by a natural person from a non-vendor. */
export function defaultTransferDutyInputs(today: string) {
  return {
    transferAmount: 1_500_000,
    bondAmount: 1_350_000,
    acquisitionDate: today,
    vatRegisteredSeller: false,
    buyerType: "natural" as const,
  };
}

/** R1 500 000 over 20 years at prime (10.25%), first instalment next month. */
export function defaultHomeLoanRepaymentInputs(today: string): BondInput {
  return {
    loanAmount: 1_500_000,
    annualRatePercent: 10.25,
    termMonths: 240,
    startDate: firstOfNextMonth(today),
  };
}

/** A fraction (0.08) as a percentage (8), without binary noise (0.08 × 100 = 8.000000000000002). */
const percentOf = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;

/**
 * Two options over 10 years, R3 000 a month each: a discretionary unit trust and a tax-free
 * savings account, growing at the company's investment growth, deflated by its inflation.
 */
export function defaultInvestmentComparisonInputs(assumptions: {
  /** The company's default inflation, a fraction (0.05). */
  inflation: number;
  /** The company's default investment growth, a fraction (0.08). */
  investment: number;
  /** The firm's default yearly fee, a fraction (0.01); none when absent or 0. */
  annualFee?: number;
}): InvestmentComparisonInput {
  const growthPercent = percentOf(assumptions.investment);
  const fee = assumptions.annualFee ? { annualFeePercent: percentOf(assumptions.annualFee) } : {};
  return {
    horizonYears: 10,
    inflationPercent: percentOf(assumptions.inflation),
    options: [
      {
        kind: "market",
        label: "Unit trust",
        wrapper: "discretionary",
        monthlyContribution: 3_000,
        growthPercent,
        ...fee,
      },
      {
        kind: "market",
        label: "Tax-free savings account",
        wrapper: "tfsa",
        monthlyContribution: 3_000,
        growthPercent,
        ...fee,
      },
    ],
  };
}
