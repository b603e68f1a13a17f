import { formatCentsInText, formatDate, formatPercent, formatRate } from "@adviser-desk/format";
import { type Cents, centsToRands } from "../../core/money";
import type { TraceLine } from "../../core/trace";
import type { ComparisonContext, RaExit } from "../projection";

/** The working of an RA fund's exit at the horizon: the cash lump sum, the annuity, their tax. */
export function raExitLines(fund: Cents, exit: RaExit, context: ComparisonContext): TraceLine[] {
  const relief: TraceLine[] =
    exit.lumpSumRelief > 0
      ? [
          {
            label: "Less contributions never deducted (taxable part of the cash)",
            amount: centsToRands(exit.lumpSumRelief),
            rule: "Second Schedule para 5(1)(a): own contributions that did not rank for deduction under s11F reduce the taxable lump sum",
          },
        ]
      : [];
  const exempt: TraceLine[] =
    exit.annuityExempt > 0
      ? [
          {
            label: "Annuity income exempt: the rest of the contributions never deducted",
            amount: centsToRands(exit.annuityExempt),
            rule: "s10C: annuity income up to the own contributions never deducted (and not used against the lump sum) is exempt",
          },
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
    {
      label: "Tax on the cash lump sum (retirement table)",
      amount: centsToRands(exit.lumpSumTax),
      rule: `SARS retirement lump-sum table in force from ${formatDate(context.raLumpSumTableFrom)}`,
    },
    {
      label: "Annuity bought with the rest",
      amount: centsToRands(exit.annuityCapital),
      rule: "fund less the cash lump sum",
    },
    ...exempt,
    {
      label: `Annuity income in its first year, in today's money (${formatPercent(context.raDrawdownRate * 100)} drawdown)`,
      amount: centsToRands(exit.income.yearIncome),
      rule: `annuity ÷ (1 + ${formatPercent(context.inflationPercent)})^${context.horizonYears} × drawdown`,
    },
    {
      label: `Retirement income taxed, a year in today's money (${context.raRetirementIncome === null ? "estimate: this annuity's income only" : "the adviser's estimate"}); marginal rate there ${formatRate(exit.income.marginalRate)}`,
      amount: centsToRands(exit.income.retirementIncome),
      rule: `SARS tax tables for the ${context.raTaxYear.taxYear} tax year with the rebates at age ${context.raAgeAtRetirement}`,
    },
    {
      label: `Tax on a year's annuity income (${formatRate(Math.round(exit.income.averageRate * 10_000) / 10_000)} of it)`,
      amount: centsToRands(exit.income.yearTax),
      rule: "T(retirement income) − T(retirement income − annuity income), after rebates",
    },
    {
      label: "Tax on the annuity's income over its life",
      amount: centsToRands(exit.annuityTax),
      rule: `annuity income is taxed as it is paid, never the capital: every rand${exit.annuityExempt > 0 ? " not exempt" : ""} is paid out as income taxed at that average rate (level real income)`,
    },
  ];
}
