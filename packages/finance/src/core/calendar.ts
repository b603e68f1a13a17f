/**
 * Calendar facts on ISO dates (YYYY-MM-DD) without the global Date: time is an input, so dates
 * arrive as strings already validated by isoDateSchema and are handled as numbers.
 */

/** A calendar day as numbers: month 1–12, day 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Gregorian leap years: every 4th year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Reads a date already validated as YYYY-MM-DD (see isoDateSchema). */
export function parseIsoDate(isoDate: string): CalendarDate {
  return {
    year: Number(isoDate.slice(0, 4)),
    month: Number(isoDate.slice(5, 7)),
    day: Number(isoDate.slice(8, 10)),
  };
}
