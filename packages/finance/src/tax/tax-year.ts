import { daysInMonth, parseIsoDate } from "../core/calendar";
import { FinanceInputError } from "../core/errors";
import { isoDateSchema } from "../core/schemas";

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) without the global Date: time is an input.
 * A SARS year of assessment for individuals runs 1 March – the last day of February, and is named
 * after the year in which it ends ("tax year 2026" = 1 March 2025 – 28 February 2026).
 */

/** First and last day of a tax year: 2024 → 2023-03-01 … 2024-02-29. */
export function taxYearPeriod(taxYear: number): { start: string; end: string } {
  return { start: `${taxYear - 1}-03-01`, end: `${taxYear}-02-${daysInMonth(taxYear, 2)}` };
}

/** The tax year a date falls in: 2025-02-28 → 2025, 2025-03-01 → 2026. */
export function taxYearForDate(isoDate: string): number {
  const parsed = isoDateSchema.safeParse(isoDate);
  if (!parsed.success) {
    throw new FinanceInputError([{ path: "date", message: "must be a date as YYYY-MM-DD" }]);
  }
  const { year, month } = parseIsoDate(parsed.data);
  return month >= 3 ? year + 1 : year;
}

/**
 * Completed years of age on a date. A birthday counts from the anniversary itself, so someone
 * born on 28 February is a year older on 28 February. Someone born on 29 February reaches each
 * new age on 1 March in common years (the anniversary does not exist until 28 February has fully
 * passed). NOTE: no SARS ruling on leap-day birthdays was found; this reading is our decision and
 * affects only the 65/75 rebate boundary in a year that ends on 28 February.
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const birth = parseIsoDate(dateOfBirth);
  const on = parseIsoDate(onDate);
  const beforeAnniversary =
    on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeAnniversary ? 1 : 0);
}
