import { formatCentsInText } from "@adviser-desk/format";
import { type Percent, randsToCents } from "../core/money";
import type { AmortisePlan } from "./amortise";
import type { ParsedBondInput } from "./bond-input-schema";
import type { BondWarning } from "./bond-types";
import { monthOrdinal } from "./month-math";

/** Converts parsed input to engine units: cents, and dated events to month numbers 1…term. */
export function planFromBondInput(input: ParsedBondInput): {
  plan: AmortisePlan;
  warnings: BondWarning[];
} {
  const warnings: BondWarning[] = [];
  const start = monthOrdinal(input.startDate);

  const lumpByMonth = new Map<number, number>();
  for (const lump of input.lumpSums) {
    const month = monthOrdinal(lump.date) - start + 1;
    const amount = randsToCents(lump.amount);
    if (amount === 0) continue;
    if (month > input.termMonths) {
      warnings.push({
        code: "lump-sum-after-payoff",
        message: `The lump sum of ${formatCentsInText(amount)} on ${lump.date} falls after the loan term ends and was ignored.`,
      });
      continue;
    }
    lumpByMonth.set(month, (lumpByMonth.get(month) ?? 0) + amount);
  }
  const lumpSums = [...lumpByMonth.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([month, amount]) => ({ month, amount }));

  const rateChanges: { month: number; annualRatePercent: Percent }[] = [];
  for (const change of input.rateChanges) {
    const month = monthOrdinal(change.date) - start + 1;
    if (month > input.termMonths) {
      warnings.push({
        code: "rate-change-after-term",
        message: `The rate change on ${change.date} falls after the loan term ends and was ignored.`,
      });
      continue;
    }
    rateChanges.push({ month, annualRatePercent: change.annualRatePercent });
  }
  rateChanges.sort((a, b) => a.month - b.month);

  return {
    plan: {
      loan: randsToCents(input.loanAmount),
      termMonths: input.termMonths,
      annualRatePercent: input.annualRatePercent,
      rateChanges,
      monthlyFee: randsToCents(input.monthlyServiceFee),
      extraMonthly: randsToCents(input.extraMonthly),
      extraAnnualIncreasePercent: input.extraMonthlyAnnualIncreasePercent,
      lumpSums,
      reduce: input.extraPaymentsReduce,
    },
    warnings,
  };
}
