import { formatPercent } from "@adviser-desk/format";
import { z } from "zod";
import { parseInput } from "../core/errors";
import { inRands, type Rands, randsToCents, roundCents } from "../core/money";
import { percentSchema, randsSchema } from "../core/schemas";
import { type TraceLine, traceLine } from "../core/trace";
import { annuityInstalment, monthlyRate, presentValue } from "./annuity";
import { positiveRandsSchema, termMonthsSchema } from "./bond-input-schema";
import { amortiseAtOneRate, loanTotals } from "./loan-totals";

export const affordableLoanInputSchema = z.object({
  /** The monthly instalment the client can pay, excluding the service fee. */
  instalment: positiveRandsSchema,
  annualRatePercent: percentSchema,
  termMonths: termMonthsSchema,
  monthlyServiceFee: randsSchema.default(0),
});
export type AffordableLoanInput = z.input<typeof affordableLoanInputSchema>;

export interface AffordableLoanResult {
  /** The largest loan, to the cent, whose standard instalment does not exceed the one given. */
  loanAmount: Rands;
  /** The standard instalment of loanAmount (≤ the instalment given, within a cent of it). */
  instalment: Rands;
  monthlyServiceFee: Rands;
  /** Instalment + fee. */
  monthlyPayment: Rands;
  totalInterest: Rands;
  totalFees: Rands;
  totalPaid: Rands;
  trace: TraceLine[];
}

/**
 * The loan a monthly instalment repays over a term: the present value A·(1 − (1 + r)^−n) / r,
 * rounded to the cent, less a cent if needed so its own instalment stays within A.
 */
export function affordableLoanForInstalment(input: AffordableLoanInput): AffordableLoanResult {
  const parsed = parseInput(affordableLoanInputSchema, input);
  const budget = randsToCents(parsed.instalment);
  const rate = monthlyRate(parsed.annualRatePercent);
  const n = parsed.termMonths;
  let loan = roundCents(presentValue(budget, rate, n));
  // Keep the first month's interest at least a cent below the budget (see annuityInstalment's
  // floor): round(loan × r) ≤ budget − 1 exactly when loan × r < budget − 0.5.
  if (rate > 0 && n > 1) loan = Math.min(loan, Math.ceil((budget - 0.5) / rate) - 1);
  while (loan > 0 && annuityInstalment(loan, rate, n) > budget) loan--;

  const ledger = amortiseAtOneRate({
    loan,
    termMonths: n,
    annualRatePercent: parsed.annualRatePercent,
  });
  const fee = randsToCents(parsed.monthlyServiceFee);
  const { totalFees, totalPaid } = loanTotals(loan, ledger, fee);
  return {
    ...inRands({
      loanAmount: loan,
      instalment: ledger.initialInstalment,
      monthlyServiceFee: fee,
      monthlyPayment: ledger.initialInstalment + fee,
      totalInterest: ledger.totalInterest,
      totalFees,
      totalPaid,
    }),
    trace: [
      traceLine("Instalment available (excluding the service fee)", budget),
      traceLine(
        `Loan = A·(1 − (1 + r)^−n) / r with r = ${formatPercent(parsed.annualRatePercent)} / 12 and n = ${n} months`,
        loan,
        "present value of the instalments, rounded to the cent and never above what A repays",
      ),
      traceLine("Standard instalment of that loan", ledger.initialInstalment),
      traceLine("Total interest over the term", ledger.totalInterest),
      traceLine("Total paid = loan + interest + fees", totalPaid),
    ],
  };
}
