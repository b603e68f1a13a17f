import { formatCentsInText, formatPercent } from "@adviser-desk/format";
import { parseInput } from "../core/errors";
import { centsToRands, randsToCents, roundCents } from "../core/money";
import type { TraceLine } from "../core/trace";
import { comparisonAssumptions } from "./assumptions";
import {
  type InvestmentComparisonInput,
  investmentComparisonInputSchema,
} from "./investment-input-schema";
import type {
  InvestmentComparisonResult,
  InvestmentOptionResult,
  InvestmentWarning,
  InvestmentYearRow,
} from "./investment-types";
import { annualise, monthlyIrr } from "./irr";
import { optionDisplayNames } from "./option-names";
import type { InvestmentOption } from "./option-schemas";
import { projectBondExtra } from "./project-bond-extra";
import { projectMarket } from "./project-market";
import { projectProperty } from "./project-property";
import {
  builtInComparisonTables,
  type ComparisonContext,
  type ComparisonTables,
  comparisonContext,
  type Projection,
} from "./projection";

function project(option: InvestmentOption, context: ComparisonContext, index: number): Projection {
  switch (option.kind) {
    case "market":
      return projectMarket(option, context, index);
    case "property":
      return projectProperty(option, context, index);
    case "bond-extra":
      return projectBondExtra(option, context);
  }
}

/**
 * Compares 2–4 ways to invest over a horizon: year-by-year contributed, nominal, after-tax and
 * real values, the annualised return (IRR), and a ranking by after-tax real value at the
 * horizon. `tables` tax the RA's exit (lump-sum table, and the tax year's brackets and rebates for
 * the annuity's income); the built-in ones by default. Throws FinanceInputError for invalid input.
 */
export function compareInvestments(
  input: InvestmentComparisonInput,
  tables: ComparisonTables = builtInComparisonTables(),
): InvestmentComparisonResult {
  const parsed = parseInput(investmentComparisonInputSchema, input);
  const context = comparisonContext(parsed, tables);
  const last = parsed.horizonYears - 1;
  const deflator = 1 + parsed.inflationPercent / 100;
  const warnings: InvestmentWarning[] = [];
  const trace: TraceLine[] = [];

  const names = optionDisplayNames(parsed.options);
  const results = parsed.options.map((given, index): InvestmentOptionResult => {
    // Every line, warning and heading names the option as optionDisplayNames does (review N2).
    const option = { ...given, label: names[index] ?? given.label ?? "" };
    const projection = project(option, context, index);
    warnings.push(...projection.warnings);
    const years: InvestmentYearRow[] = new Array(parsed.horizonYears);
    for (let i = 0; i <= last; i++) {
      const afterTax = projection.afterTax[i] ?? 0;
      years[i] = {
        year: i + 1,
        contributed: centsToRands(projection.contributed[i] ?? 0),
        value: centsToRands(projection.value[i] ?? 0),
        afterTaxExitValue: centsToRands(afterTax),
        real: centsToRands(roundCents(afterTax / deflator ** (i + 1))),
      };
    }
    const finalAfterTax = projection.afterTax[last] ?? 0;
    projection.flows[context.months] = (projection.flows[context.months] ?? 0) + finalAfterTax;
    const monthly = monthlyIrr(projection.flows);
    if (monthly === null) {
      warnings.push({
        code: "no-annualised-return",
        optionIndex: index,
        message: `${option.label}: its cash flows have no annualised return in range (for example, nothing comes back).`,
      });
    }
    const finalRow = years[last];
    for (const line of projection.trace)
      trace.push({ ...line, label: `${option.label}: ${line.label}` });
    return {
      label: option.label,
      kind: option.kind,
      ...(option.kind === "market" ? { wrapper: option.wrapper } : {}),
      years,
      summary: {
        finalValue: finalRow?.value ?? 0,
        finalAfterTaxValue: finalRow?.afterTaxExitValue ?? 0,
        finalRealValue: finalRow?.real ?? 0,
        totalContributed: finalRow?.contributed ?? 0,
        annualisedReturnPercent:
          monthly === null ? null : Math.round(annualise(monthly) * 1_000_000) / 10_000,
        rank: 0,
        differenceFromBest: 0,
      },
    };
  });

  const reals = results.map((result) => result.summary.finalRealValue);
  const bestReal = Math.max(...reals);
  let bestLabel = "";
  for (const result of results) {
    const real = result.summary.finalRealValue;
    result.summary.rank = 1 + reals.filter((other) => other > real).length;
    result.summary.differenceFromBest = centsToRands(
      Math.round(real * 100) - Math.round(bestReal * 100),
    );
    if (result.summary.rank === 1 && bestLabel === "") bestLabel = result.label;
  }

  warnings.push(...rankAndReturnDisagreements(results));

  const contributions = results.map((result) => result.summary.totalContributed);
  const most = Math.max(...contributions);
  const least = Math.min(...contributions);
  if (most - least > most * 0.01) {
    warnings.push({
      code: "unequal-contributions",
      message: `The options put in different amounts of own money (${formatCentsInText(randsToCents(least))} to ${formatCentsInText(randsToCents(most))}), so the ranking by final value is not like for like: compare the annualised returns too.`,
    });
  }

  for (const result of [...results].sort((a, b) => a.summary.rank - b.summary.rank)) {
    trace.push({
      label: `Rank ${result.summary.rank}: ${result.label}, after-tax value in today's money`,
      amount: result.summary.finalRealValue,
      rule: `after-tax exit value ÷ (1 + ${formatPercent(parsed.inflationPercent)})^${parsed.horizonYears}`,
    });
  }

  return {
    horizonYears: parsed.horizonYears,
    options: results,
    bestLabel,
    warnings,
    assumptions: comparisonAssumptions(parsed, context),
    trace,
  };
}

/**
 * Ranking is by value in today's money; the annualised return is the IRR of the same money out
 * and the same value, so when two options put in the same money at the same times the better
 * value has the better return. When they do not (the adviser gave different amounts, or chose to
 * leave a TFSA excess out), the two measures may disagree: said plainly, never left to be read
 * off the table.
 */
function rankAndReturnDisagreements(
  results: readonly InvestmentOptionResult[],
): InvestmentWarning[] {
  const warnings: InvestmentWarning[] = [];
  for (const higher of results) {
    for (const lower of results) {
      const a = higher.summary.annualisedReturnPercent;
      const b = lower.summary.annualisedReturnPercent;
      if (higher.summary.rank < lower.summary.rank && a !== null && b !== null && b > a) {
        warnings.push({
          code: "rank-and-return-differ",
          message: `${higher.label} ranks above ${lower.label} on value in today's money, but ${lower.label} has the higher annualised return (${formatPercent(b)} against ${formatPercent(a)}): they put in different money (${formatCentsInText(randsToCents(higher.summary.totalContributed))} and ${formatCentsInText(randsToCents(lower.summary.totalContributed))}), so compare both.`,
        });
      }
    }
  }
  return warnings;
}
