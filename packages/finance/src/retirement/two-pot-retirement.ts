import { formatAmountInText } from "@adviser-desk/format";
import { type Cents, inRands, type Rands, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { TwoPotComponents } from "./lump-sum-input";
import type { LumpSumTable } from "./lump-sum-table-schema";

/** What a two-pot member may take in cash at retirement, and what must buy an annuity. Rands. */
export interface TwoPotRetirement {
  vested: Rands;
  savings: Rands;
  retirement: Rands;
  /**
   * The small-interest limit of the "retirement component" definition, para (d): the retirement
   * component plus two thirds of the vested component at most this (R165 000, two thirds of the
   * one-third rule's R247 500 de minimis).
   */
  smallInterestLimit: Rands;
  /** The retirement component and ⅔ of the vested component are within the limit: all in cash. */
  wholeInCash: boolean;
  /** From the vested component: one third, or all of it when the limit applies. */
  vestedCash: Rands;
  /** The whole savings component (it may be taken in cash at retirement). */
  savingsCash: Rands;
  /** The retirement component: all of it when the limit applies, else nothing. */
  retirementCash: Rands;
  maximumCash: Rands;
  lines: TraceLine[];
}

/**
 * The cash a two-pot member may take at retirement (Income Tax Act s1 "vested component",
 * "savings component", "retirement component" para (d); SARS two-pot news of 2 September 2024):
 * the savings component in full, one third of the vested component, and the retirement component
 * only when it and two thirds of the vested component come to no more than R165 000 (then the
 * vested component may be taken in full too, as under the old de minimis). The cash is one
 * retirement fund lump sum, taxed on the retirement table. Reading: docs/reference/retirement-and-provisional-tax.md
 * §3.3, §4 and §8.4.
 */
export function twoPotRetirement(
  components: TwoPotComponents,
  table: LumpSumTable,
): TwoPotRetirement {
  const vested = randsToCents(components.vested);
  const savings = randsToCents(components.savings);
  const retirement = randsToCents(components.retirement);
  // Two thirds of the one-third rule's de minimis: R165 000 of R247 500 (the Act's figure).
  const limit = randsToCents((table.deMinimis * 2) / 3);
  // retirement + ⅔ × vested ≤ limit, in whole cents × 3 so no third is rounded.
  const wholeInCash = retirement * 3 + vested * 2 <= limit * 3;
  const vestedCash: Cents = wholeInCash ? vested : Math.floor(vested / 3);
  const retirementCash: Cents = wholeInCash ? retirement : 0;
  const maximumCash = vestedCash + savings + retirementCash;
  const twoThirdsVested = Math.ceil((vested * 2) / 3);
  const lines: TraceLine[] = [
    traceLine(
      `Small-interest test: retirement component ${formatAmountInText(retirement)} + ⅔ × vested component ${formatAmountInText(vested)} = ${formatAmountInText(retirement + twoThirdsVested)} ${wholeInCash ? "is at most" : "is above"} ${formatAmountInText(limit)}`,
      retirement + twoThirdsVested,
      'Income Tax Act s1 "retirement component" para (d)',
    ),
    traceLine(
      wholeInCash
        ? "Vested component: all of it may be taken in cash"
        : "Vested component: at most one third in cash",
      vestedCash,
      "pre-two-pot rules (one-third rule) apply to the vested component",
    ),
    traceLine(
      "Savings component: all of it may be taken in cash at retirement",
      savings,
      "SARS two-pot news, 2 September 2024; taxed on the retirement table",
    ),
    traceLine(
      wholeInCash
        ? "Retirement component: all of it may be taken in cash"
        : "Retirement component: must buy an annuity",
      retirementCash,
      'Income Tax Act s1 "retirement component"',
    ),
    traceLine("Most that may be taken in cash", maximumCash, "the three components together"),
  ];
  return {
    ...inRands({ vested, savings, retirement, smallInterestLimit: limit }),
    wholeInCash,
    ...inRands({ vestedCash, savingsCash: savings, retirementCash, maximumCash }),
    lines,
  };
}
