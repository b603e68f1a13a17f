import { formatCentsInText, formatPercent } from "@adviser-desk/format";
import { applyRate, type Cents, randsToCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { TaxYearTable } from "./table-schema";

/** s6B(3) rates as the statute states them: 33.3% (not one third), 25% and 7.5%. */
const S6B_SENIOR_OR_DISABILITY_RATE = 0.333;
const S6B_OTHER_RATE = 0.25;
const S6B_INCOME_FLOOR_RATE = 0.075;

export type AdditionalCreditCase = "65-or-older" | "disability" | "other";

/**
 * s6A(2)(b): per month of membership, the main member (or a dependant who is the member), the first
 * dependant, and each additional dependant. One `months` figure applies to every member.
 */
export function medicalSchemeFeesCredit(
  members: number,
  months: number,
  table: TaxYearTable,
): Cents {
  if (members <= 0 || months <= 0) return 0;
  const credits = table.medicalCredits;
  const perMonth =
    randsToCents(credits.mainMember) +
    (members >= 2 ? randsToCents(credits.firstDependant) : 0) +
    Math.max(0, members - 2) * randsToCents(credits.additionalDependant);
  return perMonth * months;
}

export interface AdditionalMedicalCredit {
  case: AdditionalCreditCase;
  amount: Cents;
  lines: TraceLine[];
}

/**
 * s6B(3): (a) 65 or older and (b) disability in the family: 33.3% of fees above 3 × the s6A credit
 * plus 33.3% of qualifying expenses; (c) anyone else: 25% of (fees above 4 × the s6A credit +
 * qualifying expenses − 7.5% of taxable income), if positive. Each "so much as exceeds" is floored
 * at 0 on its own, as the statute reads (k-mos.com/?p=336).
 */
export function additionalMedicalExpensesCredit(
  input: ParsedIncomeTaxInput,
  age: number,
  schemeFeesCredit: Cents,
  taxableIncome: Cents,
): AdditionalMedicalCredit {
  const fees = randsToCents(input.medicalSchemeFees);
  const expenses = randsToCents(input.medicalExpenses);
  if (fees === 0 && expenses === 0) return { case: caseFor(input, age), amount: 0, lines: [] };
  const creditCase = caseFor(input, age);
  if (creditCase !== "other") {
    const excessFees = Math.max(0, fees - 3 * schemeFeesCredit);
    const amount =
      applyRate(excessFees, S6B_SENIOR_OR_DISABILITY_RATE) +
      applyRate(expenses, S6B_SENIOR_OR_DISABILITY_RATE);
    const rule =
      creditCase === "65-or-older"
        ? "s6B(3)(a): 65 or older"
        : "s6B(3)(b): disability in the family";
    const label = `s6B credit: ${formatPercent(33.3)} × (fees ${formatCentsInText(fees)} − 3 × ${formatCentsInText(schemeFeesCredit)}) + ${formatPercent(33.3)} × expenses ${formatCentsInText(expenses)}`;
    return { case: creditCase, amount, lines: [traceLine(label, amount, rule)] };
  }
  const excessFees = Math.max(0, fees - 4 * schemeFeesCredit);
  const floor = applyRate(taxableIncome, S6B_INCOME_FLOOR_RATE);
  const excess = excessFees + expenses - floor;
  const amount = excess > 0 ? applyRate(excess, S6B_OTHER_RATE) : 0;
  const label = `s6B credit: ${formatPercent(25)} × (fees ${formatCentsInText(fees)} − 4 × ${formatCentsInText(schemeFeesCredit)} + expenses ${formatCentsInText(expenses)} − ${formatPercent(7.5)} × taxable income ${formatCentsInText(taxableIncome)}), not below 0`;
  return { case: creditCase, amount, lines: [traceLine(label, amount, "s6B(3)(c)")] };
}

function caseFor(input: ParsedIncomeTaxInput, age: number): AdditionalCreditCase {
  if (age >= 65) return "65-or-older";
  return input.disability ? "disability" : "other";
}
