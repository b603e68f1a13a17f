import { formatCentsInText } from "@adviser-desk/format";
import { centsToRands, roundCents } from "../../core/money";
import { raExitTax } from "../projection";
import { addToSidePot, type MarketWrapperRules, payOut } from "./market-wrapper";
import { raExitLines } from "./retirement-annuity-exit-lines";

/**
 * A retirement annuity: each year's contributions up to the s11F cap save tax at the marginal
 * rate, at the year end, reinvested in the side-pot or paid out to the investor. No tax inside
 * the fund; at exit the lump-sum table on the cash and the income tax on the annuity's income
 * (raExitTax).
 */
export const retirementAnnuity: MarketWrapperRules = (option, context) => {
  let overCap = 0;
  let savings = 0;

  return {
    closeYear(year, fund) {
      const deductible = Math.min(fund.paidInThisYear, context.raAnnualDeductionCap);
      overCap += fund.paidInThisYear - deductible;
      const saving = roundCents(deductible * context.marginalTaxRate);
      savings += saving;
      if (option.reinvestTaxSaving) addToSidePot(fund, saving);
      else payOut(fund, saving, year.endMonth);
    },
    afterExitTax(fund, year) {
      const exit = raExitTax(fund.value, context, year);
      return fund.value - exit.lumpSumTax - exit.annuityTax;
    },
    warnings(optionIndex) {
      if (overCap === 0) return [];
      return [
        {
          code: "ra-deduction-cap",
          optionIndex,
          message: `${option.label}: ${formatCentsInText(overCap)} of contributions exceeds the ${formatCentsInText(context.raAnnualDeductionCap)} yearly deduction cap and earned no tax saving here (SARS carries it forward).`,
        },
      ];
    },
    termLines: () => [
      {
        label: option.reinvestTaxSaving
          ? "Tax savings on contributions (reinvested in a discretionary side-pot)"
          : "Tax savings on contributions (paid out to the investor)",
        amount: centsToRands(savings),
        rule: "contributions × marginal rate, up to the s11F cap",
      },
    ],
    exitLines: (fund) =>
      raExitLines(fund.value, raExitTax(fund.value, context, context.horizonYears), context),
    exitRule:
      "one-third cash on the retirement lump-sum table; the annuity's income taxed yearly on the tax tables at the retirement income; side-pot CGT as discretionary",
  };
};
