import { daysInMonth, parseIsoDate } from "../core/calendar";

/**
 * Pure month arithmetic on ISO dates ("YYYY-MM-DD"). The finance package never reads the clock
 * and never uses the global Date: dates arrive as validated strings and are handled as numbers.
 */

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
