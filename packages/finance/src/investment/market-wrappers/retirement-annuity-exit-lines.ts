import { formatCentsInText, formatDate, formatPercent, formatRate } from "@adviser-desk/format";
import { type Cents, centsToRands } from "../../core/money";
import { type TraceLine, traceLine } from "../../core/trace";
import type { ComparisonContext, RaExit } from "../projection";

/** The working of an RA fund's exit at the horizon: the cash lump sum, the annuity, their tax. */
export function raExitLines(fund: Cents, exit: RaExit, context: ComparisonContext): TraceLine[] {
  const relief: TraceLine[] =
    exit.lumpSumRelief > 0
      ? [
          traceLine(
            "Less contributions never deducted (taxable part of the cash)",
            exit.lumpSumRelief,
            "Second Schedule para 5(1)(a): own contributions that did not rank for deduction under s11F reduce the taxable lump sum",
          ),
        ]
      : [];
  const exempt: TraceLine[] =
    exit.annuityExempt > 0
      ? [
          traceLine(
            "Annuity income exempt: the rest of the contributions never deducted",
            exit.annuityExempt,
            "s10C: annuity income up to the own contributions never deducted (and not used against the lump sum) is exempt",
          ),
        ]
      : [];
  return [
    {
      label:
        exit.lumpSum === fund
          ? `Whole fund taken in cash (at or below the ${formatCentsInText(context.raDeMinimis)} de minimis)`
          : "One-third taken in cash",
      amount: centsToRands(exit.lumpSum),
      rule: `one-third rule, or all of it at or below the ${formatCentsInText(context.raDeMinimis)} de minimis of the lump-sum table in force from ${formatDate(context.raLumpSumTableFrom)} (SARS "Tax and Retirement"); no earlier lump sums assumed`,
    },
    ...relief,
    traceLine(
      "Tax on the cash lump sum (retirement table)",
      exit.lumpSumTax,
      `SARS retirement lump-sum table in force from ${formatDate(context.raLumpSumTableFrom)}`,
    ),
    traceLine("Annuity bought with the rest", exit.annuityCapital, "fund less the cash lump sum"),
    ...exempt,
    traceLine(
      `Annuity income in its first year, in today's money (${formatPercent(context.raDrawdownRate * 100)} drawdown)`,
      exit.income.yearIncome,
      `annuity ÷ (1 + ${formatPercent(context.inflationPercent)})^${context.horizonYears} × drawdown`,
    ),
    traceLine(
      `Retirement income taxed, a year in today's money (${context.raRetirementIncome === null ? "estimate: this annuity's income only" : "the adviser's estimate"}); marginal rate there ${formatRate(exit.income.marginalRate)}`,
      exit.income.retirementIncome,
      `SARS tax tables for the ${context.raTaxYear.taxYear} tax year with the rebates at age ${context.raAgeAtRetirement}`,
    ),
    traceLine(
      `Tax on a year's annuity income (${formatRate(Math.round(exit.income.averageRate * 10_000) / 10_000)} of it)`,
      exit.income.yearTax,
      "T(retirement income) − T(retirement income − annuity income), after rebates",
    ),
    traceLine(
      "Tax on the annuity's income over its life",
      exit.annuityTax,
      `annuity income is taxed as it is paid, never the capital: every rand${exit.annuityExempt > 0 ? " not exempt" : ""} is paid out as income taxed at that average rate (level real income)`,
    ),
  ];
}
