import { formatDate } from "@adviser-desk/format";
import { daysInMonth, parseIsoDate } from "./calendar";

/**
 * The last day a dated rate table is presumed current: the end of the year of assessment (last day
 * of February) after the one in which it took effect. Budgets announce next year's changes each
 * February, so a table still in force a full tax year later without a newer one has probably been
 * replaced by one we do not have. 2025-04-01 → 2027-02-28; 2026-02-15 → 2027-02-28.
 */
export function presumedCurrentUntil(effectiveFrom: string): string {
  const { year, month } = parseIsoDate(effectiveFrom);
  const taxYear = month >= 3 ? year + 1 : year;
  const until = taxYear + 1;
  return `${until}-02-${daysInMonth(until, 2)}`;
}

/**
 * A warning when `isoDate` lies beyond the period the table in force is known for, e.g. a 2099
 * acquisition date: "No transfer duty table has been published for 1 March 2099 yet; the latest
 * (from 1 April 2025) is used." null when the table is presumed current.
 */
export function staleTableMessage(
  isoDate: string,
  effectiveFrom: string,
  what: string,
): string | null {
  if (isoDate <= presumedCurrentUntil(effectiveFrom)) return null;
  return `No ${what} has been published for ${formatDate(isoDate)} yet; the latest (from ${formatDate(effectiveFrom)}) is used.`;
}
