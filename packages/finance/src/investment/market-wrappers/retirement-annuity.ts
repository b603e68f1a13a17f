import { formatCentsInText } from "@adviser-desk/format";
import { centsToRands, roundCents } from "../../core/money";
import { type TraceLine, traceLine } from "../../core/trace";
import { raExitTax } from "../projection";
import { addToSidePot, countCashReceived, type MarketWrapperRules } from "./market-wrapper";
import { raExitLines } from "./retirement-annuity-exit-lines";

/**
 * A retirement annuity. Each year's contributions, plus those carried forward, are deducted up to
 * the s11F(2) limit; the rest is carried forward and deemed contributed the next year (s11F(3)).
 * The deduction saves tax at the marginal rate, refunded at the year end: reinvested in a unit
 * trust beside the RA, or spent by the client and then counted as cash received (taxRefund), so
 * the refund is never lost from the comparison. No tax inside the fund; at exit the lump-sum
 * table on the cash and the income tax on the annuity's income (raExitTax), the contributions
 * never deducted taken off the lump sum first (Second Schedule para 5(1)(a)), then off the
 * annuity's income (s10C).
 */
export const retirementAnnuity: MarketWrapperRules = (option, context) => {
  let carried = 0;
  let everCarried = 0;
  let deducted = 0;
  let refunds = 0;
  let lastYearWithCarry = 0;

  return {
    closeYear(year, fund) {
      const contributions = fund.paidInThisYear + carried;
      const deductible = Math.min(contributions, context.raAnnualDeductionCap);
      carried = contributions - deductible;
      if (carried > 0) {
        everCarried = Math.max(everCarried, carried);
        lastYearWithCarry = year.endMonth / 12;
      }
      deducted += deductible;
      const refund = roundCents(deductible * context.marginalTaxRate);
      refunds += refund;
      if (option.taxRefund === "reinvest") addToSidePot(fund, refund);
      else countCashReceived(fund, refund);
    },
    afterExitTax(fund, year) {
      const exit = raExitTax(fund.value, context, year, carried);
      return fund.value - exit.lumpSumTax - exit.annuityTax;
    },
    warnings(optionIndex) {
      const warnings = [];
      if (option.taxRefund === "spend" && refunds > 0) {
        warnings.push({
          code: "ra-refund-spent" as const,
          optionIndex,
          message: `${option.label}: the client spends the tax refunds (${formatCentsInText(refunds)} in all): they are counted in the value as cash received, at their buying power when received, but they earn no return. Reinvested, they would grow with the option.`,
        });
      }
      if (everCarried > 0) {
        warnings.push({
          code: "ra-deduction-cap" as const,
          optionIndex,
          message: `${option.label}: contributions above the ${formatCentsInText(context.raAnnualDeductionCap)} yearly s11F limit are carried forward and deducted in later years (s11F(3))${carried > 0 ? `; ${formatCentsInText(carried)} was still not deducted at the horizon and reduces the tax on the cash lump sum (Second Schedule para 5(1)(a)), then on the annuity (s10C)` : `, the last of them in year ${lastYearWithCarry + 1}`}.`,
        });
      }
      return warnings;
    },
    termLines() {
      const lines: TraceLine[] = [
        traceLine(
          "Contributions deducted (s11F)",
          deducted,
          `each year's contributions plus those carried forward, up to ${formatCentsInText(context.raAnnualDeductionCap)} a year; the rest carried forward (s11F(3))`,
        ),
        {
          label:
            option.taxRefund === "reinvest"
              ? "Tax refunds on the deductions (reinvested in a unit trust beside the RA)"
              : "Tax refunds on the deductions (spent by the client; counted as cash received)",
          amount: centsToRands(refunds),
          rule: "deductions × marginal rate, refunded at each year end",
        },
      ];
      if (carried > 0) {
        lines.push(
          traceLine(
            "Contributions never deducted by the horizon",
            carried,
            "carried forward; taken off the cash lump sum at retirement (Second Schedule para 5(1)(a)), the rest off the annuity's income (s10C)",
          ),
        );
      }
      return lines;
    },
    exitLines: (fund) =>
      raExitLines(
        fund.value,
        raExitTax(fund.value, context, context.horizonYears, carried),
        context,
      ),
    exitName: "the RA",
    exitRule:
      "cash lump sum on the retirement lump-sum table; the annuity's income taxed yearly on the tax tables at the retirement income",
    sidePotName: "the unit trust holding the reinvested refunds",
  };
};
