import { builtInTaxYears, taxYearForDate } from "@adviser-desk/finance";
import { firstOfNextMonth } from "./first-of-next-month";

export { firstOfNextMonth };

/*
 * What "New" starts from in every kind (spec §2 screens): today and the tax year. Each kind's own
 * inputs are in its module (kinds/<kind>.ts). Time is an argument: these functions are pure.
 */

/** The latest tax year with a built-in table (2027 in November 2026). */
export const DEFAULT_TAX_YEAR = Math.max(...builtInTaxYears);

/** Today's date in South Africa (SAST, UTC+2) as YYYY-MM-DD. */
export function isoDateInSouthAfrica(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Johannesburg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The tax year "New" proposes: the SARS year that today falls in, when it has a table; otherwise
 * the latest year before it that has one (or the earliest there is).
 */
export function defaultTaxYear(today: string, years: readonly number[]): number {
  const current = taxYearForDate(today);
  if (years.includes(current)) return current;
  const earlier = years.filter((year) => year < current);
  return earlier.length > 0 ? Math.max(...earlier) : Math.min(...years);
}
