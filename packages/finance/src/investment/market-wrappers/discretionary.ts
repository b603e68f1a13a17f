import { roundCents } from "../../core/money";
import { capitalGainsTax } from "../projection";
import type { MarketWrapperRules } from "./market-wrapper";

/**
 * A unit trust held in the investor's name. Local dividends: 20% dividends tax, exempt from income
 * tax (s10(1)(k)); interest and REIT distributions: the marginal rate above the interest exemption
 * still available. The reinvested income after tax adds to the base cost; CGT at exit.
 */
export const discretionary: MarketWrapperRules = (_option, context) => ({
  closeYear(year, fund) {
    const dividends = Math.min(year.dividends, year.income);
    const taxableIncome = Math.max(0, year.income - dividends - context.interestExemption);
    const incomeTax =
      roundCents(dividends * context.dividendsTaxRate) +
      roundCents(taxableIncome * context.marginalTaxRate);
    fund.value -= incomeTax;
    fund.baseCost += year.income - incomeTax;
    fund.taxPaid += incomeTax;
  },
  afterExitTax: (fund) => fund.value - capitalGainsTax(fund.value - fund.baseCost, context),
  exitRule: "CGT: (value − base cost − annual exclusion) × inclusion rate × marginal rate",
});
