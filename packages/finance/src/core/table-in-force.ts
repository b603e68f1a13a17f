import { pickEffective } from "./pick-effective";
import { staleTableMessage } from "./staleness";

interface Dated {
  effectiveFrom: string;
}

/** A dated table picked for a date, with the warning its date needs (null when none). */
export interface TableInForce<T> {
  table: T;
  /** "No … has been published for … yet; the latest (from …) is used." or null. */
  stale: string | null;
}

/**
 * The one rule for every table picked by a date: a date before the earliest table is refused
 * (FinanceInputError naming `field`, a 400 problem at the API); a date after the period the newest
 * table is known for (core/staleness) is computed on the latest table WITH a warning that the
 * caller must show on screen and in the report. Never silently. A table followed by a newer one is
 * known to be in force until that one starts, so only the newest table can be stale
 * (docs/reference/retirement-and-provisional-tax.md §8.6).
 */
export function tableInForce<T extends Dated>(
  entries: readonly T[],
  isoDate: string,
  field: string,
  what: string,
): TableInForce<T> {
  const table = pickEffective(entries, isoDate, field, what);
  const newest = entries.every((entry) => entry.effectiveFrom <= table.effectiveFrom);
  return { table, stale: newest ? staleTableMessage(isoDate, table.effectiveFrom, what) : null };
}
