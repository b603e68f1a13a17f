import { formatCentsInText, formatRate } from "@adviser-desk/format";
import { type Cents, centsToRands, randsToCents, roundCents } from "../../core/money";
import { type TraceLine, traceLine } from "../../core/trace";
import type { TfsaExcessChoice } from "../option-schemas";
import type { ComparisonContext } from "../projection";
import { addToSidePot, type MarketWrapperRules, payIn } from "./market-wrapper";

/** Income Tax Act s12T(7): contributions above the TFSA limits are taxed at 40 % of the excess. */
const TFSA_EXCESS_PENALTY_RATE = 0.4;

const TFSA_EXCESS_LABELS = {
  "unit-trust": "Planned contributions above the limits, invested in a unit trust instead",
  penalty: "Planned contributions above the limits, paid into the TFSA anyway",
  "not-invested": "Planned contributions above the limits, not invested",
} as const;

/**
 * A tax-free savings account: contributions within the annual and lifetime limits (s12T(4)),
 * growth and withdrawals tax-free. Planned contributions above the limits go where the option
 * says (tfsaExcessTo): into a unit trust beside it (the side-pot), into the TFSA anyway with
 * SARS's 40 % tax on the excess paid at the year end, or nowhere.
 */
export const tfsa: MarketWrapperRules = (option, context) => {
  // The first projection year is the current tax year: what was paid in already uses its limit.
  let annualRoom = Math.max(0, context.tfsaAnnualLimit - randsToCents(option.tfsaPriorThisTaxYear));
  let lifetimeRoom = Math.max(
    0,
    context.tfsaLifetimeLimit - randsToCents(option.tfsaPriorContributions),
  );
  let excess = 0;
  let firstExcessYear = 0;
  let penalisedThisYear = 0;
  let penalties = 0;

  return {
    pay(planned, t, year, fund) {
      const allowed = Math.min(planned, annualRoom, lifetimeRoom);
      annualRoom -= allowed;
      lifetimeRoom -= allowed;
      const over = planned - allowed;
      if (over === 0) return allowed;
      excess += over;
      if (firstExcessYear === 0) firstExcessYear = year;
      switch (option.tfsaExcessTo) {
        case "penalty":
          // Paid into the TFSA anyway: it grows tax-free, and SARS taxes the excess (closeYear).
          penalisedThisYear += over;
          return planned;
        case "unit-trust":
          // The named fallback: paid by the investor, taxed as discretionary.
          addToSidePot(fund, over);
          payIn(fund, over, t);
          return allowed;
        case "not-invested":
          return allowed;
      }
    },
    closeYear(year, fund) {
      annualRoom = context.tfsaAnnualLimit;
      if (penalisedThisYear > 0) {
        // s12T(7): 40 % of the excess is added to the year's tax; the investor pays it when the
        // year is assessed (year end here), so it is money the option costs.
        const penalty = roundCents(penalisedThisYear * TFSA_EXCESS_PENALTY_RATE);
        penalties += penalty;
        payIn(fund, penalty, year.endMonth);
        penalisedThisYear = 0;
      }
    },
    afterExitTax: (fund) => fund.value,
    warnings(optionIndex) {
      if (excess === 0) return [];
      const message = excessMessage(option.tfsaExcessTo, context, {
        label: option.label ?? "",
        excess,
        firstExcessYear,
        penalties,
      });
      return [{ code: "tfsa-cap", optionIndex, message }];
    },
    termLines() {
      if (excess === 0) return [];
      const lines: TraceLine[] = [
        {
          label: TFSA_EXCESS_LABELS[option.tfsaExcessTo],
          amount: centsToRands(excess),
          rule: `above the TFSA limits (${limitFigures(context)}, s12T(4))`,
        },
      ];
      if (penalties > 0) {
        lines.push(
          traceLine(
            `SARS's ${formatRate(TFSA_EXCESS_PENALTY_RATE)} tax on the excess, paid by the investor`,
            penalties,
            `s12T(7): ${formatRate(TFSA_EXCESS_PENALTY_RATE)} of contributions above the limits, added to the year's tax`,
          ),
        );
      }
      return lines;
    },
    exitName: "the TFSA",
    exitRule: "none: growth and withdrawals are tax-free (s12T)",
    sidePotName: "the unit trust holding the contributions above the limits",
  };
};

function limitFigures(context: ComparisonContext): string {
  return `${formatCentsInText(context.tfsaAnnualLimit)} a year, ${formatCentsInText(context.tfsaLifetimeLimit)} in a lifetime`;
}

function excessMessage(
  choice: TfsaExcessChoice,
  context: ComparisonContext,
  facts: { label: string; excess: Cents; firstExcessYear: number; penalties: Cents },
): string {
  const { label, excess, firstExcessYear, penalties } = facts;
  const over = `${formatCentsInText(excess)} of planned contributions`;
  const above = `the TFSA limits (${limitFigures(context)})`;
  const penalty = formatRate(TFSA_EXCESS_PENALTY_RATE);
  switch (choice) {
    case "unit-trust":
      return `${label}: ${over} exceeds ${above}, first in year ${firstExcessYear}, and is invested in a unit trust (discretionary, same growth and fees, taxed as such) instead: contributions above the limits attract a ${penalty} penalty.`;
    case "penalty":
      return `${label}: ${over} exceeds ${above}, first in year ${firstExcessYear}, and is paid into the TFSA anyway: SARS taxes it at ${penalty} (s12T(7)), ${formatCentsInText(penalties)} paid by the investor and counted as money put in.`;
    case "not-invested":
      return `${label}: ${over} was not invested because it exceeds ${above}, first in year ${firstExcessYear}. Contributions above the limits attract a ${penalty} penalty, so invest the excess elsewhere.`;
  }
}
