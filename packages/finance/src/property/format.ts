import type { Cents } from "../core/money";

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

/** Whole cents → "1 500 000" or "1 500 000.50" (space-grouped, as South African documents print). */
export function formatCentsPlain(cents: Cents): string {
  const sign = cents < 0 ? "−" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return fraction === 0
    ? `${sign}${grouped}`
    : `${sign}${grouped}.${String(fraction).padStart(2, "0")}`;
}

/** Whole cents → "R1 500 000". */
export function formatCentsAsRands(cents: Cents): string {
  return `R${formatCentsPlain(cents)}`;
}

/** 3 → "3%", 2.5 → "2.5%". */
export function formatPercent(ratePercent: number): string {
  return `${Number(ratePercent.toPrecision(12))}%`;
}
