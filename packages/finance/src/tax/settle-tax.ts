import { type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { ParsedIncomeTaxInput } from "./income-tax-input";

export interface Settlement {
  /** PAYE + tax withheld on a savings withdrawal + provisional tax paid (0 when not known). */
  prepaidTax: Cents;
  /** Tax payable less prepaid tax; negative means a refund. */
  balanceDue: Cents;
  lines: TraceLine[];
}

/**
 * The assessment's balance: normal tax payable less the tax already paid for the year — PAYE,
 * the tax a fund withheld on a two-pot savings withdrawal under its directive (employees' tax,
 * Fourth Schedule para 2), and provisional tax (para 17). Provisional tax not known counts as none
 * here; the provisional-tax block adds the balance if paid as planned.
 */
export function settleTax(args: {
  input: ParsedIncomeTaxInput;
  taxPayable: Cents;
  withheldOnWithdrawal: Cents;
}): Settlement {
  const { input, taxPayable, withheldOnWithdrawal } = args;
  const lines: TraceLine[] = [];
  const paye = randsToCents(input.payePaid);
  const provisional =
    input.provisionalTaxPaid === undefined ? 0 : randsToCents(input.provisionalTaxPaid);
  if (paye > 0)
    lines.push(traceLine("Less: PAYE withheld (IRP5)", -paye, "Fourth Schedule para 2"));
  if (withheldOnWithdrawal > 0) {
    lines.push(
      traceLine(
        "Less: tax withheld by the fund on the savings withdrawal (tax directive)",
        -withheldOnWithdrawal,
        "Fourth Schedule para 2: employees' tax, credited on assessment",
      ),
    );
  }
  if (provisional > 0) {
    lines.push(traceLine("Less: provisional tax paid", -provisional, "Fourth Schedule para 17"));
  }
  const prepaidTax = paye + withheldOnWithdrawal + provisional;
  const balanceDue = taxPayable - prepaidTax;
  if (prepaidTax > 0) {
    lines.push(
      traceLine(
        balanceDue < 0 ? "Refund due from SARS" : "Balance due to SARS",
        balanceDue,
        "Assessment: tax payable less tax paid (negative = refund)",
      ),
    );
  }
  return { prepaidTax, balanceDue, lines };
}
