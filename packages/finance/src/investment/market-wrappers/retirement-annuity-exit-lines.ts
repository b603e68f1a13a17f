import { formatCentsInText, formatDate, formatPercent, formatRate } from "@adviser-desk/format";
import type { Cents } from "../../core/money";
import { centsToRands } from "../../core/money";
import type { TraceLine } from "../../core/trace";
import type { ComparisonContext, RaExit } from "../projection";

/** The working of an RA fund's exit at the horizon: the cash lump sum, the annuity, their tax. */
export function raExitLines(fund: Cents, exit: RaExit, context: ComparisonContext): TraceLine[] {
  return [
    {
      label:
        exit.lumpSum === fund
          ? `Whole fund taken in cash (at or below the ${formatCentsInText(context.raDeMinimis)} de minimis)`
          : "One-third taken in cash",
      amount: centsToRands(exit.lumpSum),
      rule: 'one-third rule (SARS "Tax and Retirement"); no earlier lump sums assumed',
    },
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
      rule: "annuity income is taxed as it is paid, never the capital: every rand is paid out as income taxed at that average rate (level real income)",
    },
  ];
}
