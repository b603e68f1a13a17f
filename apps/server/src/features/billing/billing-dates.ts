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

/** Midnight at the start of a South African date, as an instant. */
export function sastMidnight(ymd: string): Date {
  return new Date(Date.parse(`${ymd}T00:00:00+02:00`));
}

export const addDays = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * 86_400_000);
