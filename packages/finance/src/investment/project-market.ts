import { formatPercent } from "@adviser-desk/format";
import { centsToRands, randsToCents, roundCents } from "../core/money";
import { MARKET_WRAPPERS } from "./market-wrappers";
import { type MarketYear, openFund, payIn } from "./market-wrappers/market-wrapper";
import type { MarketOption } from "./option-schemas";
import {
  type ComparisonContext,
  capitalGainsTax,
  emptyProjection,
  escalate,
  monthlyEquivalent,
  type Projection,
} from "./projection";

/**
 * A fund in a tax wrapper, month by month: contribution at the start of the month, then growth
 * ((1 + g)^(1/12) − 1) and the fee (annual fee / 12 of the value). A side-pot beside the wrapper
 * grows the same way, its income taxed at the marginal rate each year end and CGT at exit. The
 * wrapper's rules (market-wrappers/) decide what goes in (TFSA limits), the tax or saving at each
 * year end and the after-tax exit value: what selling at that year end would leave.
 */
export function projectMarket(
  option: MarketOption,
  context: ComparisonContext,
  optionIndex: number,
): Projection {
  const projection = emptyProjection(context);
  const wrapper = MARKET_WRAPPERS[option.wrapper](option, context);
  const fund = openFund(projection.flows);
  const growthRate = monthlyEquivalent(option.growthPercent);
  const feeRate = option.annualFeePercent / 1200;
  const incomeShare =
    option.growthPercent > 0 ? option.incomeYieldPercent / option.growthPercent : 0;
  const dividendShare =
    option.growthPercent > 0 ? option.dividendYieldPercent / option.growthPercent : 0;
  const lumpSum = randsToCents(option.lumpSum);
  const monthly = randsToCents(option.monthlyContribution);

  let contributed = 0;
  let totalGrowth = 0;
  let totalFees = 0;

  for (let year = 1; year <= context.horizonYears; year++) {
    const contribution = escalate(monthly, option.contributionEscalationPercent, year - 1);
    const thisYear: MarketYear = { endMonth: year * 12, growth: 0, income: 0, dividends: 0 };
    let sideIncome = 0;
    fund.paidInThisYear = 0;

    for (let month = 0; month < 12; month++) {
      const t = (year - 1) * 12 + month;
      const planned = t === 0 ? contribution + lumpSum : contribution;
      const paid = wrapper.pay ? wrapper.pay(planned, t, year, fund) : planned;
      fund.value += paid;
      fund.baseCost += paid;
      payIn(fund, paid, t);

      const growth = roundCents(fund.value * growthRate);
      const fee = roundCents((fund.value + growth) * feeRate);
      fund.value += growth - fee;
      thisYear.growth += growth;
      thisYear.income += roundCents(growth * incomeShare);
      thisYear.dividends += roundCents(growth * dividendShare);
      totalFees += fee;

      if (fund.sideValue > 0) {
        const sideGrowth = roundCents(fund.sideValue * growthRate);
        const sideFee = roundCents((fund.sideValue + sideGrowth) * feeRate);
        fund.sideValue += sideGrowth - sideFee;
        sideIncome += roundCents(sideGrowth * incomeShare);
        totalGrowth += sideGrowth;
        totalFees += sideFee;
      }
    }
    totalGrowth += thisYear.growth;

    const sideTax = roundCents(sideIncome * context.marginalTaxRate);
    fund.sideValue -= sideTax;
    fund.sideBaseCost += sideIncome - sideTax;
    fund.taxPaid += sideTax;
    wrapper.closeYear(thisYear, fund);
    contributed += fund.paidInThisYear;

    const i = year - 1;
    projection.contributed[i] = contributed;
    projection.value[i] = fund.value + fund.sideValue;
    projection.afterTax[i] =
      wrapper.afterExitTax(fund, year) +
      fund.sideValue -
      capitalGainsTax(fund.sideValue - fund.sideBaseCost, context);
  }

  projection.warnings.push(...(wrapper.warnings?.(optionIndex) ?? []));
  const last = context.horizonYears - 1;
  const finalValue = projection.value[last] ?? 0;
  const trace = projection.trace;
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
  if (fund.taxPaid > 0) {
    trace.push({ label: "Tax paid during the term", amount: centsToRands(fund.taxPaid) });
  }
  trace.push(...(wrapper.termLines?.() ?? []), {
    label: "Value at the horizon before exit tax",
    amount: centsToRands(finalValue),
  });
  trace.push(...(wrapper.exitLines?.(fund) ?? []), {
    label: "Exit tax at the horizon",
    amount: centsToRands(finalValue - (projection.afterTax[last] ?? 0)),
    rule: wrapper.exitRule,
  });
  return projection;
}
