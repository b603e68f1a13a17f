import { formatCentsInText, formatDate, formatPercent, formatRate } from "@adviser-desk/format";
import { centsToRands, randsToCents, roundCents } from "../core/money";
import type { MarketOption } from "./option-schemas";
import {
  type ComparisonContext,
  capitalGainsTax,
  emptyProjection,
  escalate,
  monthlyEquivalent,
  type Projection,
  raExitTax,
} from "./projection";

/** Income Tax Act s12T(7): contributions above the TFSA limits are taxed at 40 % of the excess. */
const TFSA_EXCESS_PENALTY_RATE = 0.4;

const TFSA_EXCESS_LABELS = {
  "unit-trust": "Planned contributions above the limits, invested in a unit trust instead",
  penalty: "Planned contributions above the limits, paid into the TFSA anyway",
  "not-invested": "Planned contributions above the limits, not invested",
} as const;

/**
 * A fund in a tax wrapper, month by month: contribution at the start of the month, then growth
 * ((1 + g)^(1/12) − 1) and the fee (annual fee / 12 of the value). Taxes fall at each year end:
 * discretionary income at the marginal rate; endowment income at 30% and capital growth at 12%;
 * a retirement annuity's contributions give a saving at the marginal rate (reinvested in a
 * discretionary side-pot or paid out). The after-tax exit value is what selling at that year end
 * would leave: CGT for discretionary (and the side-pot); for the RA the lump-sum table on the cash
 * and the income tax on the annuity's income (raExitTax).
 */
export function projectMarket(
  option: MarketOption,
  context: ComparisonContext,
  optionIndex: number,
): Projection {
  const projection = emptyProjection(context);
  const { flows } = projection;
  const wrapper = option.wrapper;
  const growthRate = monthlyEquivalent(option.growthPercent);
  const feeRate = option.annualFeePercent / 1200;
  const incomeShare =
    option.growthPercent > 0 ? option.incomeYieldPercent / option.growthPercent : 0;
  const dividendShare =
    option.growthPercent > 0 ? option.dividendYieldPercent / option.growthPercent : 0;
  const lumpSum = randsToCents(option.lumpSum);
  const monthly = randsToCents(option.monthlyContribution);
  const tax = context.marginalTaxRate;

  let value = 0;
  let baseCost = 0;
  let contributed = 0;
  let sideValue = 0;
  let sideBase = 0;
  let lifetimeRoom = Math.max(
    0,
    context.tfsaLifetimeLimit - randsToCents(option.tfsaPriorContributions),
  );
  let cut = 0;
  let firstCutYear = 0;
  let overCap = 0;
  let totalGrowth = 0;
  let totalFees = 0;
  let totalTax = 0;
  let totalSaving = 0;
  let totalPenalty = 0;

  for (let year = 1; year <= context.horizonYears; year++) {
    const contribution = escalate(monthly, option.contributionEscalationPercent, year - 1);
    let annualRoom = context.tfsaAnnualLimit;
    let yearExcess = 0;
    let yearContributed = 0;
    let yearGrowth = 0;
    let yearIncome = 0;
    let yearDividends = 0;
    let sideIncome = 0;

    for (let month = 0; month < 12; month++) {
      const t = (year - 1) * 12 + month;
      const planned = t === 0 ? contribution + lumpSum : contribution;
      let paid = planned;
      if (wrapper === "tfsa") {
        paid = Math.min(planned, annualRoom, lifetimeRoom);
        annualRoom -= paid;
        lifetimeRoom -= paid;
        if (paid < planned) {
          cut += planned - paid;
          if (firstCutYear === 0) firstCutYear = year;
          if (option.tfsaExcessTo === "penalty") {
            // Paid into the TFSA anyway: it grows tax-free, and SARS taxes the excess (below).
            yearExcess += planned - paid;
            paid = planned;
          } else if (option.tfsaExcessTo === "unit-trust") {
            // The excess goes to the named fallback: paid by the investor, taxed as discretionary.
            sideValue += planned - paid;
            sideBase += planned - paid;
            yearContributed += planned - paid;
            flows[t] = (flows[t] ?? 0) - (planned - paid);
          }
        }
      }
      value += paid;
      baseCost += paid;
      yearContributed += paid;
      flows[t] = (flows[t] ?? 0) - paid;

      const growth = roundCents(value * growthRate);
      const fee = roundCents((value + growth) * feeRate);
      value += growth - fee;
      yearGrowth += growth;
      yearIncome += roundCents(growth * incomeShare);
      yearDividends += roundCents(growth * dividendShare);
      totalFees += fee;

      if (sideValue > 0) {
        const sideGrowth = roundCents(sideValue * growthRate);
        const sideFee = roundCents((sideValue + sideGrowth) * feeRate);
        sideValue += sideGrowth - sideFee;
        sideIncome += roundCents(sideGrowth * incomeShare);
        totalGrowth += sideGrowth;
        totalFees += sideFee;
      }
    }
    totalGrowth += yearGrowth;
    if (yearExcess > 0) {
      // s12T(7): 40 % of the excess is added to the year's tax; the investor pays it when the
      // year is assessed (year end here), so it is money the option costs.
      const penalty = roundCents(yearExcess * TFSA_EXCESS_PENALTY_RATE);
      totalPenalty += penalty;
      yearContributed += penalty;
      const t = year * 12;
      flows[t] = (flows[t] ?? 0) - penalty;
    }
    contributed += yearContributed;

    if (wrapper === "discretionary") {
      // Local dividends: 20% dividends tax, exempt from income tax (s10(1)(k)); interest and REIT
      // distributions: the marginal rate above the interest exemption still available.
      const dividends = Math.min(yearDividends, yearIncome);
      const taxableIncome = Math.max(0, yearIncome - dividends - context.interestExemption);
      const incomeTax =
        roundCents(dividends * context.dividendsTaxRate) + roundCents(taxableIncome * tax);
      value -= incomeTax;
      baseCost += yearIncome - incomeTax;
      totalTax += incomeTax;
    } else if (wrapper === "endowment") {
      const policyTax =
        roundCents(yearIncome * context.endowmentIncomeTaxRate) +
        roundCents(Math.max(0, yearGrowth - yearIncome) * context.endowmentCapitalGainsRate);
      value -= policyTax;
      totalTax += policyTax;
    }
    if (wrapper === "retirement-annuity" || wrapper === "tfsa") {
      const sideTax = roundCents(sideIncome * tax);
      sideValue -= sideTax;
      sideBase += sideIncome - sideTax;
      totalTax += sideTax;
    }
    if (wrapper === "retirement-annuity") {
      const deductible = Math.min(yearContributed, context.raAnnualDeductionCap);
      overCap += yearContributed - deductible;
      const saving = roundCents(deductible * tax);
      totalSaving += saving;
      if (option.reinvestTaxSaving) {
        sideValue += saving;
        sideBase += saving;
      } else {
        const t = year * 12;
        flows[t] = (flows[t] ?? 0) + saving;
      }
    }

    const i = year - 1;
    projection.contributed[i] = contributed;
    if (wrapper === "discretionary") {
      projection.value[i] = value;
      projection.afterTax[i] = value - capitalGainsTax(value - baseCost, context);
    } else if (wrapper === "retirement-annuity") {
      const exit = raExitTax(value, context, year);
      projection.value[i] = value + sideValue;
      projection.afterTax[i] =
        value -
        exit.lumpSumTax -
        exit.annuityTax +
        sideValue -
        capitalGainsTax(sideValue - sideBase, context);
    } else if (wrapper === "tfsa") {
      projection.value[i] = value + sideValue;
      projection.afterTax[i] = value + sideValue - capitalGainsTax(sideValue - sideBase, context);
    } else {
      projection.value[i] = value;
      projection.afterTax[i] = value;
    }
  }

  if (cut > 0) {
    const limits = `the TFSA limits (${formatCentsInText(context.tfsaAnnualLimit)} a year, ${formatCentsInText(context.tfsaLifetimeLimit)} in a lifetime)`;
    const messages = {
      "unit-trust": `${option.label}: ${formatCentsInText(cut)} of planned contributions exceeds ${limits}, first in year ${firstCutYear}, and is invested in a unit trust (discretionary, same growth and fees, taxed as such) instead: contributions above the limits attract a ${formatRate(TFSA_EXCESS_PENALTY_RATE)} penalty.`,
      penalty: `${option.label}: ${formatCentsInText(cut)} of planned contributions exceeds ${limits}, first in year ${firstCutYear}, and is paid into the TFSA anyway: SARS taxes it at ${formatRate(TFSA_EXCESS_PENALTY_RATE)} (s12T(7)), ${formatCentsInText(totalPenalty)} paid by the investor and counted as money put in.`,
      "not-invested": `${option.label}: ${formatCentsInText(cut)} of planned contributions was not invested because it exceeds ${limits}, first in year ${firstCutYear}. Contributions above the limits attract a ${formatRate(TFSA_EXCESS_PENALTY_RATE)} penalty, so invest the excess elsewhere.`,
    } as const;
    projection.warnings.push({
      code: "tfsa-cap",
      optionIndex,
      message: messages[option.tfsaExcessTo],
    });
  }
  if (overCap > 0) {
    projection.warnings.push({
      code: "ra-deduction-cap",
      optionIndex,
      message: `${option.label}: ${formatCentsInText(overCap)} of contributions exceeds the ${formatCentsInText(context.raAnnualDeductionCap)} yearly deduction cap and earned no tax saving here (SARS carries it forward).`,
    });
  }
  const last = context.horizonYears - 1;
  const trace = projection.trace;
  const raExit =
    wrapper === "retirement-annuity" ? raExitTax(value, context, context.horizonYears) : null;
  trace.push(
    { label: "Paid in", amount: centsToRands(contributed) },
    {
      label: `Growth at ${formatPercent(option.growthPercent)} a year`,
      amount: centsToRands(totalGrowth),
    },
    {
      label: `Fees at ${formatPercent(option.annualFeePercent)} a year`,
      amount: centsToRands(totalFees),
    },
  );
  if (totalTax > 0)
    trace.push({ label: "Tax paid during the term", amount: centsToRands(totalTax) });
  if (wrapper === "tfsa" && cut > 0) {
    trace.push({
      label: TFSA_EXCESS_LABELS[option.tfsaExcessTo],
      amount: centsToRands(cut),
      rule: `above the TFSA limits (${formatCentsInText(context.tfsaAnnualLimit)} a year, ${formatCentsInText(context.tfsaLifetimeLimit)} in a lifetime, s12T(4))`,
    });
    if (totalPenalty > 0) {
      trace.push({
        label: `SARS's ${formatRate(TFSA_EXCESS_PENALTY_RATE)} tax on the excess, paid by the investor`,
        amount: centsToRands(totalPenalty),
        rule: `s12T(7): ${formatRate(TFSA_EXCESS_PENALTY_RATE)} of contributions above the limits, added to the year's tax`,
      });
    }
  }
  if (wrapper === "retirement-annuity") {
    trace.push({
      label: option.reinvestTaxSaving
        ? "Tax savings on contributions (reinvested in a discretionary side-pot)"
        : "Tax savings on contributions (paid out to the investor)",
      amount: centsToRands(totalSaving),
      rule: "contributions × marginal rate, up to the s11F cap",
    });
  }
  trace.push({
    label: "Value at the horizon before exit tax",
    amount: centsToRands(projection.value[last] ?? 0),
  });
  if (raExit !== null) {
    trace.push(
      {
        label:
          raExit.lumpSum === value
            ? `Whole fund taken in cash (at or below the ${formatCentsInText(context.raDeMinimis)} de minimis)`
            : "One-third taken in cash",
        amount: centsToRands(raExit.lumpSum),
        rule: 'one-third rule (SARS "Tax and Retirement"); no earlier lump sums assumed',
      },
      {
        label: "Tax on the cash lump sum (retirement table)",
        amount: centsToRands(raExit.lumpSumTax),
        rule: `SARS retirement lump-sum table in force from ${formatDate(context.raLumpSumTableFrom)}`,
      },
      {
        label: "Annuity bought with the rest",
        amount: centsToRands(raExit.annuityCapital),
        rule: "fund less the cash lump sum",
      },
      {
        label: `Annuity income in its first year, in today's money (${formatPercent(context.raDrawdownRate * 100)} drawdown)`,
        amount: centsToRands(raExit.income.yearIncome),
        rule: `annuity ÷ (1 + ${formatPercent(context.inflationPercent)})^${context.horizonYears} × drawdown`,
      },
      {
        label: `Retirement income taxed, a year in today's money (${context.raRetirementIncome === null ? "estimate: this annuity's income only" : "the adviser's estimate"}); marginal rate there ${formatRate(raExit.income.marginalRate)}`,
        amount: centsToRands(raExit.income.retirementIncome),
        rule: `SARS tax tables for the ${context.raTaxYear.taxYear} tax year with the rebates at age ${context.raAgeAtRetirement}`,
      },
      {
        label: `Tax on a year's annuity income (${formatRate(Math.round(raExit.income.averageRate * 10_000) / 10_000)} of it)`,
        amount: centsToRands(raExit.income.yearTax),
        rule: "T(retirement income) − T(retirement income − annuity income), after rebates",
      },
      {
        label: "Tax on the annuity's income over its life",
        amount: centsToRands(raExit.annuityTax),
        rule: "annuity income is taxed as it is paid, never the capital: every rand is paid out as income taxed at that average rate (level real income)",
      },
    );
  }
  trace.push({
    label: "Exit tax at the horizon",
    amount: centsToRands((projection.value[last] ?? 0) - (projection.afterTax[last] ?? 0)),
    rule: exitRule(wrapper),
  });
  return projection;
}

function exitRule(wrapper: MarketOption["wrapper"]): string {
  switch (wrapper) {
    case "discretionary":
      return "CGT: (value − base cost − annual exclusion) × inclusion rate × marginal rate";
    case "retirement-annuity":
      return "one-third cash on the retirement lump-sum table; the annuity's income taxed yearly on the tax tables at the retirement income; side-pot CGT as discretionary";
    case "tfsa":
      return "tax-free (s12T)";
    case "endowment":
      return "none: the policy paid tax inside each year";
  }
}
