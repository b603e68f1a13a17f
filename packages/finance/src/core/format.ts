import type { Cents } from "./money";

/**
 * Text for trace labels, rules and messages, the same in every calculator and independent of the
 * runtime's locale: amounts are whole cents in, space-grouped as South African documents print,
 * with cents shown only when not whole ("R46 000", "R1 234 567.89", "-R42 367.12").
 */

/** Whole cents → "R1 234 567.89", "R42 678", "-R42 367.12". */
export function formatRands(cents: Cents): string {
  return cents < 0 ? `-R${formatAmount(-cents)}` : `R${formatAmount(cents)}`;
}

/** Whole cents → "1 500 000" or "1 500 000.50": for the numbers inside a formula. */
export function formatAmount(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const grouped = groupThousands(whole);
  return fraction === 0
    ? `${sign}${grouped}`
    : `${sign}${grouped}.${String(fraction).padStart(2, "0")}`;
}

/**
 * 1234567 → "1 234 567" (a loop, not a regex: this runs for every trace label). A non-finite
 * value (a validation message about a broken table, e.g. a step of 0) prints as itself.
 */
function groupThousands(whole: number): string {
  if (!Number.isFinite(whole)) return String(whole);
  let rest = whole;
  let groups = "";
  while (rest >= 1000) {
    groups = ` ${String(rest % 1000).padStart(3, "0")}${groups}`;
    rest = Math.floor(rest / 1000);
  }
  return `${rest}${groups}`;
}

/** A rate as a fraction: 0.275 → "27.5%", 0.18 → "18%" (to 4 decimals of a percent). */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1_000_000) / 10_000}%`;
}

/** A percentage: 3 → "3%", 2.5 → "2.5%" (12 significant digits, so 0.1 + 0.2 prints as 0.3). */
export function formatPercent(ratePercent: number): string {
  return `${Number(ratePercent.toPrecision(12))}%`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2025-04-01" → "1 April 2025" (string work only: the finance package never touches `Date`). */
export function formatIsoDateLong(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  const monthName = MONTHS[Number(month) - 1];
  if (year === undefined || day === undefined || monthName === undefined) return isoDate;
  return `${Number(day)} ${monthName} ${year}`;
}
