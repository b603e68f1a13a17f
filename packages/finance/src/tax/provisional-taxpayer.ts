import { formatCentsInText } from "@adviser-desk/format";
import { type Cents, randsToCents } from "../core/money";
import type { IncomeAssessment } from "./income";
import type { ParsedIncomeTaxInput } from "./income-tax-input";

/**
 * Para 1 "provisional taxpayer", exclusion (BB): a natural person carrying on no business whose
 * taxable income from interest, dividends, foreign dividends, rent and remuneration from an
 * unregistered employer is at most R30 000 (since 1 March 2017; SARS FAQ "Who is not a
 * provisional taxpayer?").
 */
export const SMALL_INVESTMENT_INCOME_RANDS = 30_000;

export interface ProvisionalTaxpayerStatus {
  provisional: boolean;
  /** Plain words: why the person is or is not a provisional taxpayer. */
  reason: string;
  /** The rule applied. */
  rule: string;
}

/**
 * Whether the scenario's person is a provisional taxpayer (Fourth Schedule para 1): anyone who
 * receives an amount that is not remuneration, or whom SARS notifies; a natural person carrying on
 * no business is excluded when taxable income is at most the tax threshold (AA) or the taxable
 * interest, dividends, foreign dividends and rent are at most R30 000 (BB). Salaries, pensions,
 * annuities, allowances and two-pot savings withdrawals are remuneration (PAYE or a directive).
 * A capital gain alone does not make a person provisional. The old over-65 exemption (para 18)
 * was repealed from 1 March 2015: the same test applies at every age. Sources and readings:
 * docs/reference/retirement-and-provisional-tax.md §5.1 and §8.1.
 */
export function provisionalTaxpayerStatus(args: {
  input: ParsedIncomeTaxInput;
  income: IncomeAssessment;
  taxableIncome: Cents;
  threshold: Cents;
}): ProvisionalTaxpayerStatus {
  const { input, income, taxableIncome, threshold } = args;
  const rule = "Fourth Schedule para 1, \u201cprovisional taxpayer\u201d";
  if (input.provisional?.notifiedBySars) {
    return {
      provisional: true,
      reason: "A provisional taxpayer: SARS has notified the person that they are one.",
      rule: `${rule}, (c)`,
    };
  }
  const business = randsToCents(input.businessProfit);
  const other = randsToCents(input.otherIncome);
  const rent = randsToCents(input.netRentalIncome);
  const receivesNonRemuneration =
    business !== 0 ||
    other > 0 ||
    rent !== 0 ||
    input.localInterest > 0 ||
    input.foreignInterest > 0 ||
    input.localDividends > 0 ||
    input.foreignDividends > 0;
  if (!receivesNonRemuneration) {
    return {
      provisional: false,
      reason:
        "Not a provisional taxpayer: all the income in this scenario is remuneration (salary, pension, annuity, allowances), on which PAYE is withheld. (Remuneration from an employer not registered for PAYE would make them one.)",
      rule,
    };
  }
  if (business !== 0) {
    return {
      provisional: true,
      reason:
        "A provisional taxpayer: the person carries on a business, so the small-income exclusions do not apply.",
      rule,
    };
  }
  if (taxableIncome <= threshold) {
    return {
      provisional: false,
      reason: `Not a provisional taxpayer: taxable income ${formatCentsInText(taxableIncome)} is not above the tax threshold ${formatCentsInText(threshold)}.`,
      rule: `${rule}, exclusion (AA)`,
    };
  }
  const taxableInterest = interestAndDividends(input, income);
  const investment = taxableInterest + Math.max(0, rent);
  const limit = randsToCents(SMALL_INVESTMENT_INCOME_RANDS);
  if (other === 0 && investment <= limit) {
    return {
      provisional: false,
      reason: `Not a provisional taxpayer: the taxable interest, dividends and rent come to ${formatCentsInText(investment)}, not above ${formatCentsInText(limit)}, and there is no business.`,
      rule: `${rule}, exclusion (BB)`,
    };
  }
  return {
    provisional: true,
    reason:
      other > 0
        ? "A provisional taxpayer: the person receives income that is not remuneration (other income)."
        : `A provisional taxpayer: the taxable interest, dividends and rent come to ${formatCentsInText(investment)}, above ${formatCentsInText(limit)}.`,
    rule,
  };
}

/** Taxable interest (after the s10(1)(i) exemption) and the taxable part of foreign dividends. */
function interestAndDividends(input: ParsedIncomeTaxInput, income: IncomeAssessment): Cents {
  const interest =
    randsToCents(input.localInterest) - income.exemptInterest + randsToCents(input.foreignInterest);
  const foreignDividends = randsToCents(input.foreignDividends) - income.exemptForeignDividends;
  return interest + foreignDividends;
}
