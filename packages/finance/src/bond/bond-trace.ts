import { formatCentsInText, formatPercent } from "@adviser-desk/format";
import { type Cents, centsToRands } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { AmortisePlan, Ledger } from "./amortise";
import { addMonths } from "./month-math";

/** The working for a bond result, in order. */
export function bondTrace(
  plan: AmortisePlan,
  ledger: Ledger,
  startDate: string,
  totals: { totalFees: Cents; totalPaid: Cents; interestSaved: Cents },
): TraceLine[] {
  const trace: TraceLine[] = [
    traceLine("Loan amount", plan.loan),
    traceLine(
      `Required instalment P·r / (1 − (1 + r)^−n) with r = ${formatPercent(plan.annualRatePercent)} / 12 and n = ${plan.termMonths} months`,
      ledger.initialInstalment,
      "standard annuity (nominal rate compounded monthly), rounded to the nearest cent",
    ),
  ];
  for (const change of ledger.reamortisations) {
    const remaining = plan.termMonths - change.month + 1;
    trace.push({
      label: `Month ${change.month} (${addMonths(startDate, change.month - 1)}): rate ${formatPercent(change.annualRatePercent)}, instalment re-amortised over the remaining ${remaining} months`,
      amount: centsToRands(change.instalment),
      rule:
        plan.reduce === "term"
          ? "the actual balance re-amortised over the remaining term, as banks do at a rate change (extra payments shorten the term between changes)"
          : "re-amortised on the actual balance (extra payments lower the instalment)",
    });
  }
  if (ledger.totalExtra > 0) {
    trace.push(traceLine("Extra payments and lump sums paid", ledger.totalExtra));
  }
  const last = ledger.payoffMonths - 1;
  trace.push(
    traceLine(
      `Final instalment (month ${ledger.payoffMonths}) = opening balance + that month's interest, so the loan ends at exactly ${formatCentsInText(0)}`,
      ledger.instalment[last] ?? 0,
      "final-month adjustment",
    ),
    traceLine(
      "Total interest",
      ledger.totalInterest,
      "sum over the months of the opening balance × annual rate ÷ 12, each month rounded to the cent",
    ),
    traceLine(
      `Service fees: ${ledger.payoffMonths} months × ${formatCentsInText(plan.monthlyFee)}`,
      totals.totalFees,
    ),
    traceLine("Total paid = loan + interest + fees", totals.totalPaid),
    traceLine(
      `Plain loan (no extras, same rate path): total interest over ${ledger.plain.payoffMonths} months`,
      ledger.plain.totalInterest,
    ),
    traceLine("Interest saved", totals.interestSaved),
  );
  return trace;
}
