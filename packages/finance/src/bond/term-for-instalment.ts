import { formatCentsInText, formatDecimal, formatPercent } from "@adviser-desk/format";
import { z } from "zod";
import { FinanceInputError, parseInput } from "../core/errors";
import { inRands, type Rands, randsToCents, roundCents } from "../core/money";
import { percentSchema, randsSchema } from "../core/schemas";
import { type TraceLine, traceLine } from "../core/trace";
import { annuityInstalment, monthlyRate, monthsToRepay } from "./annuity";
import { MAX_BOND_TERM_MONTHS, positiveRandsSchema } from "./bond-input-schema";
import { amortiseAtOneRate, loanTotals } from "./loan-totals";

export const termForInstalmentInputSchema = z.object({
  loanAmount: positiveRandsSchema,
  annualRatePercent: percentSchema,
  /** The monthly instalment the client will pay, excluding the service fee. */
  instalment: positiveRandsSchema,
  monthlyServiceFee: randsSchema.default(0),
});
export type TermForInstalmentInput = z.input<typeof termForInstalmentInputSchema>;

export interface TermForInstalmentResult {
  /** The shortest whole term whose standard instalment does not exceed the instalment given. */
  termMonths: number;
  /** Months to repay when paying exactly the instalment given (the last payment is smaller). */
  payoffMonths: number;
  /** The standard instalment for termMonths. */
  standardInstalment: Rands;
  /** The last payment, so the balance ends at exactly 0. */
  finalPayment: Rands;
  totalInterest: Rands;
  totalFees: Rands;
  totalPaid: Rands;
  trace: TraceLine[];
}

/**
 * How long a loan takes to repay with a given instalment: nper = −ln(1 − P·r/A) / ln(1 + r),
 * settled by the schedule itself. Throws FinanceInputError on `instalment` when it does not
 * exceed the first month's interest (the loan would never be repaid) or needs over 600 months.
 */
export function termForInstalment(input: TermForInstalmentInput): TermForInstalmentResult {
  const parsed = parseInput(termForInstalmentInputSchema, input);
  const loan = randsToCents(parsed.loanAmount);
  const payment = randsToCents(parsed.instalment);
  const rate = monthlyRate(parsed.annualRatePercent);
  const firstInterest = roundCents(loan * rate);
  if (payment <= firstInterest) {
    throw new FinanceInputError([
      {
        path: "instalment",
        message: `must be more than the first month's interest of ${formatCentsInText(firstInterest)}: otherwise the loan is never repaid`,
      },
    ]);
  }

  const nper = monthsToRepay(loan, rate, payment);
  let term = Math.max(1, Math.ceil(nper - 1e-9));
  while (term > 1 && annuityInstalment(loan, rate, term - 1) <= payment) term--;
  while (term <= MAX_BOND_TERM_MONTHS && annuityInstalment(loan, rate, term) > payment) term++;
  if (term > MAX_BOND_TERM_MONTHS) {
    throw new FinanceInputError([
      {
        path: "instalment",
        message: `is too small: repaying would take about ${Math.ceil(nper)} months, more than the ${MAX_BOND_TERM_MONTHS}-month maximum`,
      },
    ]);
  }

  // Paying A each month = the standard instalment for `term` plus a fixed extra (term mode).
  const standard = annuityInstalment(loan, rate, term);
  const ledger = amortiseAtOneRate({
    loan,
    termMonths: term,
    annualRatePercent: parsed.annualRatePercent,
    extraMonthly: payment - standard,
  });
  const last = ledger.payoffMonths - 1;
  const finalPayment = (ledger.instalment[last] ?? 0) + (ledger.extra[last] ?? 0);
  const fee = randsToCents(parsed.monthlyServiceFee);
  const { totalFees, totalPaid } = loanTotals(loan, ledger, fee);
  return {
    termMonths: term,
    payoffMonths: ledger.payoffMonths,
    ...inRands({
      standardInstalment: standard,
      finalPayment,
      totalInterest: ledger.totalInterest,
      totalFees,
      totalPaid,
    }),
    trace: [
      traceLine("Loan amount", loan),
      traceLine(
        `First month's interest at ${formatPercent(parsed.annualRatePercent)} / 12 (the instalment must exceed it)`,
        firstInterest,
      ),
      traceLine(
        `nper = −ln(1 − P·r/A) / ln(1 + r) = ${formatDecimal(nper, 2)} months → term ${term} months`,
        standard,
        "shortest whole term whose standard instalment does not exceed A",
      ),
      traceLine(
        `Final payment (month ${ledger.payoffMonths}) clears the balance exactly`,
        finalPayment,
      ),
      traceLine("Total interest", ledger.totalInterest),
      traceLine("Total paid = loan + interest + fees", totalPaid),
    ],
  };
}
