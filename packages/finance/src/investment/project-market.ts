import { formatPercent } from "@adviser-desk/format";
import { randsToCents, roundCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import { MARKET_WRAPPERS } from "./market-wrappers";
import { discretionaryIncomeTax } from "./market-wrappers/discretionary";
import {
  type MarketFund,
  type MarketWrapper,
  type MarketYear,
  openFund,
  payIn,
} from "./market-wrappers/market-wrapper";
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
 * grows the same way, taxed as a discretionary unit trust (its income each year end, CGT at
 * exit). Cash the client received and spent (cashReceived) keeps its buying power: it grows with
 * inflation at each year end and counts in the value, untaxed. The
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
  const reitShare = option.growthPercent > 0 ? option.reitYieldPercent / option.growthPercent : 0;
  const inflation = 1 + context.inflationPercent / 100;
  const lumpSum = randsToCents(option.lumpSum);
  const monthly = randsToCents(option.monthlyContribution);

  let contributed = 0;
  let totalGrowth = 0;
  let totalFees = 0;

  for (let year = 1; year <= context.horizonYears; year++) {
    const contribution = escalate(monthly, option.contributionEscalationPercent, year - 1);
    const thisYear: MarketYear = {
      endMonth: year * 12,
      growth: 0,
      income: 0,
      dividends: 0,
      reits: 0,
    };
    const side = { income: 0, dividends: 0, reits: 0 };
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
      thisYear.reits += roundCents(growth * reitShare);
      totalFees += fee;

      if (fund.sideValue > 0) {
        const sideGrowth = roundCents(fund.sideValue * growthRate);
        const sideFee = roundCents((fund.sideValue + sideGrowth) * feeRate);
        fund.sideValue += sideGrowth - sideFee;
        side.income += roundCents(sideGrowth * incomeShare);
        side.dividends += roundCents(sideGrowth * dividendShare);
        side.reits += roundCents(sideGrowth * reitShare);
        totalGrowth += sideGrowth;
        totalFees += sideFee;
      }
    }
    totalGrowth += thisYear.growth;

    const sideTax = discretionaryIncomeTax(side, context);
    fund.sideValue -= sideTax;
    fund.sideBaseCost += side.income - sideTax;
    fund.taxPaid += sideTax;
    fund.cashReceived = roundCents(fund.cashReceived * inflation);
    wrapper.closeYear(thisYear, fund);
    contributed += fund.paidInThisYear;

    const i = year - 1;
    projection.contributed[i] = contributed;
    projection.value[i] = fund.value + fund.sideValue + fund.cashReceived;
    projection.afterTax[i] =
      wrapper.afterExitTax(fund, year) +
      fund.sideValue -
      capitalGainsTax(fund.sideValue - fund.sideBaseCost, context) +
      fund.cashReceived;
  }

  projection.warnings.push(...(wrapper.warnings?.(optionIndex) ?? []));
  const last = context.horizonYears - 1;
  const finalValue = projection.value[last] ?? 0;
  const trace = projection.trace;
  trace.push(
    traceLine("Paid in", contributed),
    traceLine(`Growth at ${formatPercent(option.growthPercent)} a year`, totalGrowth),
    traceLine(`Fees at ${formatPercent(option.annualFeePercent)} a year`, totalFees),
  );
  if (fund.taxPaid > 0) {
    trace.push(traceLine("Tax paid during the term", fund.taxPaid));
  }
  trace.push(...(wrapper.termLines?.() ?? []));
  if (fund.sideValue > 0) {
    trace.push(
      traceLine(
        `Value of ${wrapper.sidePotName ?? "the unit trust beside it"} at the horizon`,
        fund.sideValue,
      ),
    );
  }
  if (fund.cashReceived > 0) {
    trace.push(
      traceLine(
        "Refunds received and spent, at their buying power",
        fund.cashReceived,
        `each counted when received and kept level with inflation of ${formatPercent(context.inflationPercent)} a year: cash the client had, not invested`,
      ),
    );
  }
  trace.push(traceLine("Value at the horizon before exit tax", finalValue));
  trace.push(
    ...(wrapper.exitLines?.(fund) ?? []),
    ...exitTaxLines(fund, wrapper, context, context.horizonYears),
  );
  return projection;
}

/**
 * The exit tax at the horizon, one line per thing taxed, so a line's words fit its amount (review:
 * the TFSA's "tax-free" line carried the side unit trust's CGT): the wrapper's own exit tax, the
 * side-pot's CGT when there is one, and their total.
 */
function exitTaxLines(
  fund: MarketFund,
  wrapper: MarketWrapper,
  context: ComparisonContext,
  year: number,
): TraceLine[] {
  const wrapperTax = fund.value - wrapper.afterExitTax(fund, year);
  if (fund.sideValue <= 0) {
    return [traceLine("Exit tax at the horizon", wrapperTax, wrapper.exitRule)];
  }
  const sideTax = capitalGainsTax(fund.sideValue - fund.sideBaseCost, context);
  return [
    traceLine(`Exit tax on ${wrapper.exitName}`, wrapperTax, wrapper.exitRule),
    traceLine(
      `CGT on ${wrapper.sidePotName ?? "the unit trust beside it"}`,
      sideTax,
      "(value − base cost − annual exclusion) × inclusion rate × marginal rate",
    ),
    traceLine("Exit tax at the horizon", wrapperTax + sideTax),
  ];
}
