import { type Cents, type Rate, roundCents } from "../core/money";
import { bracketIndexFor, taxBeforeRebates } from "../tax/brackets";
import { rebatesForAge } from "../tax/rebates";
import type { TaxYearTable } from "../tax/table-schema";

/** Normal tax on a year's taxable income after the s6 rebates for the age, never below 0. */
export function taxAfterRebates(table: TaxYearTable, income: Cents, age: number): Cents {
  return Math.max(0, taxBeforeRebates(table, income) - rebatesForAge(age, table).total);
}

export interface AnnuityIncomeTax {
  /** The annuity's income for a year (today's money). */
  yearIncome: Cents;
  /** The client's taxable income in retirement used (today's money), at least the annuity's. */
  retirementIncome: Cents;
  /** Tax on the annuity's income: T(retirement income) − T(retirement income − annuity income). */
  yearTax: Cents;
  /** yearTax ÷ yearIncome (0 without income). */
  averageRate: Rate;
  /** The bracket rate at the retirement income (0 when no tax is due there). */
  marginalRate: Rate;
}

/**
 * The tax on a year of annuity income (Income Tax Act: annuities are gross income, taxed under
 * PAYE on the tax tables with the age rebates), as the top slice of the client's taxable income
 * in retirement: T(E) − T(E − income), where T is normal tax after rebates for the age. E is the
 * adviser's estimate of the retirement income, raised to the annuity's own income when below it;
 * without an estimate the annuity is the only income.
 */
export function annuityIncomeTax(
  table: TaxYearTable,
  yearIncome: Cents,
  estimatedRetirementIncome: Cents | null,
  age: number,
): AnnuityIncomeTax {
  const income = Math.max(0, roundCents(yearIncome));
  const retirementIncome = Math.max(income, estimatedRetirementIncome ?? income);
  const yearTax =
    taxAfterRebates(table, retirementIncome, age) -
    taxAfterRebates(table, retirementIncome - income, age);
  const owesTax = taxAfterRebates(table, retirementIncome, age) > 0;
  return {
    yearIncome: income,
    retirementIncome,
    yearTax,
    averageRate: income > 0 ? yearTax / income : 0,
    marginalRate: owesTax
      ? (table.brackets[bracketIndexFor(table.brackets, retirementIncome)]?.rate ?? 0)
      : 0,
  };
}
