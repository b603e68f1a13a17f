import { FinanceInputError } from "../core/errors";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { TaxYearTable } from "./table-schema";
import { ageOnDate } from "./tax-year";

const MAX_AGE = 130;

/**
 * Age on the last day of the year of assessment (the day s6(2)(b)/(c) and s6B test). A date of
 * birth wins; an age given with it must agree.
 */
export function resolveAge(input: ParsedIncomeTaxInput, table: TaxYearTable): number {
  const { dateOfBirth } = input;
  if (dateOfBirth === undefined) {
    if (input.age === undefined) {
      throw new FinanceInputError([{ path: "age", message: "give the age or the dateOfBirth" }]);
    }
    return input.age;
  }
  if (dateOfBirth > table.periodEnd) {
    throw new FinanceInputError([
      {
        path: "dateOfBirth",
        message: `must not be after the end of the tax year (${table.periodEnd})`,
      },
    ]);
  }
  const age = ageOnDate(dateOfBirth, table.periodEnd);
  if (age > MAX_AGE) {
    throw new FinanceInputError([
      { path: "dateOfBirth", message: `gives an age above ${MAX_AGE} on ${table.periodEnd}` },
    ]);
  }
  if (input.age !== undefined && input.age !== age) {
    throw new FinanceInputError([
      { path: "age", message: `does not match dateOfBirth (age ${age} on ${table.periodEnd})` },
    ]);
  }
  return age;
}

/**
 * Assumptions the result must state on screen and in the report. Someone born on 29 February has no
 * birthday in a common year; ageOnDate counts the new age from 1 March, so in a tax year ending on
 * 28 February they are still the younger age on its last day (no SARS ruling was found; this
 * conservative reading can delay the secondary or tertiary rebate by one year at 65 or 75).
 */
export function ageAssumptions(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  age: number,
): string[] {
  const born = input.dateOfBirth;
  if (born === undefined || !born.endsWith("-02-29") || !table.periodEnd.endsWith("-02-28")) {
    return [];
  }
  return [
    `Born on 29 February: in a tax year ending on 28 February we count the birthday as 1 March, so the age on ${table.periodEnd} is ${age} (turning ${age + 1} only after this tax year). SARS has not ruled on leap-day birthdays; this is our assumption.`,
  ];
}
