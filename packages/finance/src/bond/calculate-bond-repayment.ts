import { formatCentsInText } from "@adviser-desk/format";
import { parseInput } from "../core/errors";
import { inRands } from "../core/money";
import { amortise } from "./amortise";
import { type BondInput, bondInputSchema } from "./bond-input-schema";
import { planFromBondInput } from "./bond-plan";
import { buildScheduleRows } from "./bond-rows";
import { bondTrace } from "./bond-trace";
import type { BondResult, BondWarning } from "./bond-types";
import { loanTotals } from "./loan-totals";
import { addMonths } from "./month-math";

/**
 * A home loan repaid monthly: the required instalment, the month-by-month schedule with extras,
 * lump sums and a prime path, and the saving against the same loan without extras.
 * Throws FinanceInputError for invalid input.
 */
export function calculateBondRepayment(input: BondInput): BondResult {
  const parsed = parseInput(bondInputSchema, input);
  const { plan, warnings } = planFromBondInput(parsed);
  const ledger = amortise(plan);
  const { schedule, yearly } = buildScheduleRows(ledger, parsed.startDate, plan.monthlyFee);

  for (const lump of ledger.unusedLumpSums) {
    const date = addMonths(parsed.startDate, lump.month - 1);
    const warning: BondWarning =
      lump.month > ledger.payoffMonths
        ? {
            code: "lump-sum-after-payoff",
            message: `The lump sum of ${formatCentsInText(lump.unused)} in month ${lump.month} (${date}) falls after the loan is paid off and was ignored.`,
          }
        : {
            code: "lump-sum-capped",
            message: `The lump sum in month ${lump.month} (${date}) exceeded the balance; ${formatCentsInText(lump.unused)} of it was not needed.`,
          };
    warnings.push(warning);
  }

  const { totalFees, totalPaid } = loanTotals(plan.loan, ledger, plan.monthlyFee);
  const plainTotals = loanTotals(plan.loan, ledger.plain, plan.monthlyFee);
  const interestSaved = ledger.plain.totalInterest - ledger.totalInterest;
  const last = ledger.payoffMonths - 1;

  return {
    ...inRands({
      instalment: ledger.initialInstalment,
      finalInstalment: ledger.instalment[last] ?? 0,
      monthlyServiceFee: plan.monthlyFee,
    }),
    schedule,
    yearly,
    ...inRands({
      totalInterest: ledger.totalInterest,
      totalFees,
      totalExtra: ledger.totalExtra,
      totalPaid,
    }),
    payoffDate: addMonths(parsed.startDate, last),
    payoffMonths: ledger.payoffMonths,
    plain: {
      ...inRands({
        instalment: ledger.plain.instalment,
        totalInterest: ledger.plain.totalInterest,
        totalFees: plainTotals.totalFees,
        totalPaid: plainTotals.totalPaid,
      }),
      payoffMonths: ledger.plain.payoffMonths,
      payoffDate: addMonths(parsed.startDate, ledger.plain.payoffMonths - 1),
    },
    ...inRands({ interestSaved }),
    monthsSaved: ledger.plain.payoffMonths - ledger.payoffMonths,
    warnings,
    trace: bondTrace(plan, ledger, parsed.startDate, { totalFees, totalPaid, interestSaved }),
  };
}
