import { type Cents, roundCents } from "../../core/money";
import { type ComparisonContext, capitalGainsTax } from "../projection";
import type { MarketWrapperRules, MarketYear } from "./market-wrapper";

/**
 * The yearly tax on a discretionary fund's income: local dividends bear the dividends tax and are
 * exempt from income tax (s10(1)(k)); REIT distributions are income at the marginal rate, with no
 * interest exemption (they are not interest) and no dividend exemption (s25BB); interest is taxed
 * at the marginal rate above the s10(1)(i) exemption still available.
 */
export function discretionaryIncomeTax(
  year: Pick<MarketYear, "income" | "dividends" | "reits">,
  context: ComparisonContext,
): Cents {
  const dividends = Math.min(year.dividends, year.income);
  const reits = Math.min(year.reits, year.income - dividends);
  const interest = year.income - dividends - reits;
  const taxableInterest = Math.max(0, interest - context.interestExemption);
  return (
    roundCents(dividends * context.dividendsTaxRate) +
    roundCents((reits + taxableInterest) * context.marginalTaxRate)
  );
}

/**
 * A unit trust held in the investor's name: its income taxed yearly (discretionaryIncomeTax) and
 * paid from the fund; the reinvested income after tax adds to the base cost; CGT at exit.
 */
export const discretionary: MarketWrapperRules = (_option, context) => ({
  closeYear(year, fund) {
    const incomeTax = discretionaryIncomeTax(year, context);
    fund.value -= incomeTax;
    fund.baseCost += year.income - incomeTax;
    fund.taxPaid += incomeTax;
  },
  afterExitTax: (fund) => fund.value - capitalGainsTax(fund.value - fund.baseCost, context),
  exitName: "the unit trust",
  exitRule: "CGT: (value − base cost − annual exclusion) × inclusion rate × marginal rate",
});
