import { CURRENCY, CURRENCY_LOCALE } from "./constants";

const rand = new Intl.NumberFormat(CURRENCY_LOCALE, { style: "currency", currency: CURRENCY });
const longDate = new Intl.DateTimeFormat(CURRENCY_LOCALE, {
  day: "2-digit",
  month: "long",
  year: "numeric",
});

/** Spec §9: the displayed amount is centAmount / 100, in rand (en-ZA, ZAR). */
export function formatCents(cents: number): string {
  return rand.format(cents / 100);
}

/**
 * Spec §9: a date as 2-digit day, long month and year ("05 June 2026"); `fallback` (e.g.
 * 'No payment date') when there is no date or it cannot be read.
 */
export function formatLongDate(iso: string | null | undefined, fallback: string): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : longDate.format(date);
}

/** A fraction as the percentage a person types: 0.05 → "5", 0.075 → "7.5". */
export function fractionToPercentText(fraction: number): string {
  return String(Math.round(fraction * 1_000_000) / 10_000);
}
