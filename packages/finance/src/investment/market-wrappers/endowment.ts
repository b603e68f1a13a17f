import { roundCents } from "../../core/money";
import type { MarketWrapperRules } from "./market-wrapper";

/**
 * An endowment policy pays tax inside the policy each year: the income at the policyholder fund
 * rate (30%), the rest of the growth at the effective capital gains rate (12%). Nothing at exit.
 */
export const endowment: MarketWrapperRules = (_option, context) => ({
  closeYear(year, fund) {
    const policyTax =
      roundCents(year.income * context.endowmentIncomeTaxRate) +
      roundCents(Math.max(0, year.growth - year.income) * context.endowmentCapitalGainsRate);
    fund.value -= policyTax;
    fund.taxPaid += policyTax;
  },
  afterExitTax: (fund) => fund.value,
  exitName: "the policy",
  exitRule: "none: the policy paid tax inside each year",
});
