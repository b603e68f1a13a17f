import { formatCentsInText } from "@adviser-desk/format";
import { FinanceInputError } from "../core/errors";
import { type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import { assessIncomeTax } from "./assess-income-tax";
import {
  type ParsedIncomeTaxInput,
  SAVINGS_WITHDRAWAL_MINIMUM,
  TWO_POT_START,
} from "./income-tax-input";
import type { TaxYearTable } from "./table-schema";

export interface SavingsWithdrawalCost {
  amount: Cents;
  fee: Cents;
  /** Tax with the withdrawal less tax without it: the withdrawal taxed at the marginal rate(s). */
  tax: Cents;
  /**
   * Tax the fund withheld under SARS's directive (employees' tax, credited on assessment): as
   * entered, else the tax the withdrawal adds.
   */
  withheld: Cents;
  /** The directive's tax was entered by the adviser (not assumed to equal `tax`). */
  withheldEntered: boolean;
  /** amount − fee − withheld: what arrives in the member's account. */
  received: Cents;
  lines: TraceLine[];
}

/**
 * What a two-pot savings withdrawal costs: the year's tax with it less the tax without it (SARS:
 * included in gross income and taxed at the marginal rate; rebates and credits apply as usual).
 * null when there is none. Throws for a year that ends before 1 September 2024.
 */
export function savingsWithdrawalCost(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  age: number,
  taxWithWithdrawal: Cents,
): SavingsWithdrawalCost | null {
  const amount = randsToCents(input.savingsWithdrawal);
  if (amount === 0) return null;
  if (table.periodEnd < TWO_POT_START) {
    throw new FinanceInputError([
      {
        path: "savingsWithdrawal",
        message: `two-pot savings withdrawals exist from 1 September 2024; tax year ${table.taxYear} ends before then`,
      },
    ]);
  }
  const fee = randsToCents(input.savingsWithdrawalFee);
  const without = assessIncomeTax(
    {
      ...input,
      savingsWithdrawal: 0,
      savingsWithdrawalFee: 0,
      savingsWithdrawalTaxWithheld: undefined,
    },
    table,
    age,
  );
  const tax = taxWithWithdrawal - without.taxPayable;
  const withheldEntered = input.savingsWithdrawalTaxWithheld !== undefined;
  const withheld = withheldEntered ? randsToCents(input.savingsWithdrawalTaxWithheld ?? 0) : tax;
  const received = amount - fee - withheld;
  const lines = [
    traceLine(
      "Two-pot savings withdrawal (gross)",
      amount,
      `savings component; minimum ${formatCentsInText(randsToCents(SAVINGS_WITHDRAWAL_MINIMUM))}, one per tax year`,
    ),
    ...(fee > 0
      ? [
          traceLine(
            "Less: the fund's administration fee",
            -fee,
            "set by the fund, deducted before tax",
          ),
        ]
      : []),
    traceLine(
      `Tax on it: tax payable ${formatCentsInText(taxWithWithdrawal)} with it − ${formatCentsInText(without.taxPayable)} without it`,
      -tax,
      "gross income para (eA), taxed at the marginal rate (SARS two-pot news, 2 Sept 2024)",
    ),
    traceLine(
      withheldEntered
        ? "Tax the fund withheld under SARS's tax directive (as entered)"
        : "Tax the fund withholds under SARS's tax directive (taken as the tax above)",
      -withheld,
      "employees' tax: credited against the year's tax on assessment",
    ),
    traceLine(
      `This withdrawal costs ${formatCentsInText(tax)} in tax; you receive ${formatCentsInText(received)}`,
      received,
      "withdrawal − fee − tax withheld. SARS adds any tax debt to the directive unless an arrangement is in place",
    ),
  ];
  return { amount, fee, tax, withheld, withheldEntered, received, lines };
}
