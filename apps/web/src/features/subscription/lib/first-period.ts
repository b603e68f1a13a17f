const SAST_OFFSET_MS = 2 * 3_600_000;

const noonSast = (y: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(y, monthIndex, day, 10)).toISOString();

/**
 * The month a payment made now pays for, as PayFast bills it: from today (South African date)
 * to the same day next month (31 January → 28/29 February), both at noon SAST so every nearby
 * time zone shows the same calendar dates. The server's billing-dates.ts follows the same rule.
 */
export function firstPeriod(now: Date): { start: string; next: string } {
  const sast = new Date(now.getTime() + SAST_OFFSET_MS);
  const y = sast.getUTCFullYear();
  const m = sast.getUTCMonth();
  const d = sast.getUTCDate();
  const lastDayNextMonth = new Date(Date.UTC(y, m + 2, 0)).getUTCDate();
  return { start: noonSast(y, m, d), next: noonSast(y, m + 1, Math.min(d, lastDayNextMonth)) };
}
