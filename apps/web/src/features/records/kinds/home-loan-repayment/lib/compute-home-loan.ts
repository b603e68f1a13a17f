import {
  type BondInput,
  type BondResult,
  type BondYearRow,
  calculateBondRepayment,
  FinanceInputError,
  type Problem,
} from "@adviser-desk/finance";

/** A calculation that either worked or names what is wrong with the input, field by field. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; problems: Problem[] };

/** Runs a finance calculator, turning its FinanceInputError into problems (other errors rethrow). */
export function attempt<R>(calculate: () => R): Outcome<R> {
  try {
    return { ok: true, value: calculate() };
  } catch (error) {
    if (error instanceof FinanceInputError) return { ok: false, problems: error.problems };
    throw error;
  }
}

/** Whether the inputs pay anything beyond the required instalment. */
export function hasExtras(inputs: BondInput): boolean {
  return (inputs.extraMonthly ?? 0) > 0 || (inputs.lumpSums ?? []).some((lump) => lump.amount > 0);
}

/** The same loan without extras or lump sums, on the same rate path (for the chart's plain line). */
export function plainLoanOf(inputs: BondInput): BondInput {
  return { ...inputs, extraMonthly: 0, extraMonthlyAnnualIncreasePercent: 0, lumpSums: [] };
}

export interface HomeLoanOutcome {
  result: BondResult;
  /** The schedule of the same loan without extras (the result itself when there are none). */
  plain: BondResult;
}

/**
 * The live result while typing: the finance engine's, plus the plain loan for the chart.
 * Throws FinanceInputError for input the engine refuses (useLiveResult turns it into problems).
 */
export function computeHomeLoan(inputs: BondInput): HomeLoanOutcome {
  const result = calculateBondRepayment(inputs);
  const plain = hasExtras(inputs) ? calculateBondRepayment(plainLoanOf(inputs)) : result;
  return { result, plain };
}

export interface BalancePoint {
  /** Loan year: 0 = the day the loan starts, 1 = after 12 instalments, … */
  year: number;
  plain: number;
  withExtras: number;
}

/**
 * Year-end balances of the plain loan and the loan with extras, from year 0 (the loan amount)
 * to the plain loan's last year; the loan with extras stays at 0 once paid off.
 */
export function balanceSeries(
  loanAmount: number,
  result: { yearly: readonly Pick<BondYearRow, "closingBalance">[] },
  plain: { yearly: readonly Pick<BondYearRow, "closingBalance">[] },
): BalancePoint[] {
  const years = Math.max(result.yearly.length, plain.yearly.length);
  const points: BalancePoint[] = [{ year: 0, plain: loanAmount, withExtras: loanAmount }];
  for (let i = 0; i < years; i++) {
    points.push({
      year: i + 1,
      plain: plain.yearly[i]?.closingBalance ?? 0,
      withExtras: result.yearly[i]?.closingBalance ?? 0,
    });
  }
  return points;
}
