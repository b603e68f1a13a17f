import type { Cents, Percent } from "../core/money";
import { amortise, type Ledger } from "./amortise";

/**
 * A loan at one rate with no fee, rate changes or lump sums: the standard instalment plus an
 * optional fixed monthly extra, which shortens the loan ("term" mode). The solvers and the
 * buy-to-let projection run their loans through this.
 */
export function amortiseAtOneRate(loan: {
  loan: Cents;
  termMonths: number;
  annualRatePercent: Percent;
  extraMonthly?: Cents;
}): Ledger {
  return amortise({
    loan: loan.loan,
    termMonths: loan.termMonths,
    annualRatePercent: loan.annualRatePercent,
    rateChanges: [],
    monthlyFee: 0,
    extraMonthly: loan.extraMonthly ?? 0,
    extraAnnualIncreasePercent: 0,
    lumpSums: [],
    reduce: "term",
  });
}

/** The service fee for every month paid, and the total paid: loan + interest + fees. */
export function loanTotals(
  loan: Cents,
  repaid: { totalInterest: Cents; payoffMonths: number },
  monthlyFee: Cents,
): { totalFees: Cents; totalPaid: Cents } {
  const totalFees = monthlyFee * repaid.payoffMonths;
  return { totalFees, totalPaid: loan + repaid.totalInterest + totalFees };
}
