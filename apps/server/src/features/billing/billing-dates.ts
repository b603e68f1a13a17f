import { formatDate } from "@adviser-desk/format";

const SAST_OFFSET_MS = 2 * 3_600_000;

/** Today's date in South Africa (UTC+2, no daylight saving), as PayFast's YYYY-MM-DD. */
export function sastDate(now: Date): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `months` calendar months after a YYYY-MM-DD date, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(ymd: string, months: number): string {
  const [y = 0, m = 1, d = 1] = ymd.split("-").map(Number);
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/**
 * A billing date as an instant: noon in South Africa. Noon reads as the same calendar date from
 * UTC−10 to UTC+12, so a browser in any nearby zone shows the date PayFast charges on.
 */
export function billingDayInstant(ymd: string): Date {
  return new Date(Date.parse(`${ymd}T12:00:00+02:00`));
}

export const addDays = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * 86_400_000);

/** A date as an adviser reads it in messages: "03 December 2026", South African calendar day. */
export const longSastDate = (instant: Date) => formatDate(instant);
