import { FinanceInputError } from "./errors";
import { isoDateSchema } from "./schemas";

interface Dated {
  effectiveFrom: string;
}

/**
 * The entry in force on `isoDate`: the latest `effectiveFrom` on or before it. ISO dates
 * (YYYY-MM-DD) sort as strings in calendar order, so no date arithmetic is needed.
 * Throws FinanceInputError naming `field` for a malformed date or one before every entry.
 */
export function pickEffective<T extends Dated>(
  entries: readonly T[],
  isoDate: string,
  field: string,
  what: string,
): T {
  const parsed = isoDateSchema.safeParse(isoDate);
  if (!parsed.success) {
    throw new FinanceInputError([{ path: field, message: "must be a date as YYYY-MM-DD" }]);
  }
  let best: T | undefined;
  let earliest: string | undefined;
  for (const entry of entries) {
    if (earliest === undefined || entry.effectiveFrom < earliest) earliest = entry.effectiveFrom;
    if (entry.effectiveFrom <= isoDate && (!best || entry.effectiveFrom > best.effectiveFrom)) {
      best = entry;
    }
  }
  if (!best) {
    const message =
      earliest === undefined
        ? `no ${what} is available`
        : `is before the earliest ${what} (${earliest})`;
    throw new FinanceInputError([{ path: field, message }]);
  }
  return best;
}
