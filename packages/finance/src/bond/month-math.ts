/**
 * Pure month arithmetic on ISO dates ("YYYY-MM-DD"). The finance package never reads the clock
 * and never uses the global Date: dates arrive as validated strings and are handled as numbers.
 */

/** A calendar day as numbers: month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Reads a date already validated as YYYY-MM-DD (see isoDateSchema). */
export function parseIsoDate(iso: string): CalendarDay {
  return {
    year: Number(iso.slice(0, 4)),
    month: Number(iso.slice(5, 7)),
    day: Number(iso.slice(8, 10)),
  };
}

/** A running month count (year × 12 + month − 1): consecutive months differ by exactly 1. */
export function monthOrdinal(iso: string): number {
  return Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/** Formats numbers as YYYY-MM-DD. */
export function formatIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The same day `months` months later (or earlier when negative). A day that the target month
 * lacks is clamped to its last day, as debit orders do: 2026-01-31 + 1 month = 2026-02-28.
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parseIsoDate(iso);
  const ordinal = year * 12 + month - 1 + months;
  const targetYear = Math.floor(ordinal / 12);
  const targetMonth = ordinal - targetYear * 12 + 1;
  return formatIsoDate(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}
