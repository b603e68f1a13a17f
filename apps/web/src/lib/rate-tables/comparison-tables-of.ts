import type { CurrentRateTables } from "@adviser-desk/contracts";
import { COMPARISON_DEFAULTS, type ComparisonTables } from "@adviser-desk/finance";
import { lumpSumTablesOf, taxYearTableOf } from "./tables-of";

// Apart from tables-of.ts: the comparison's defaults come with the investment input schema,
// which the scenario screen has no use for.

/** The tables the investment comparison taxes the RA's exit with (stored, else built in). */
export function comparisonTablesOf(current: CurrentRateTables | undefined): ComparisonTables {
  return {
    taxYear: taxYearTableOf(COMPARISON_DEFAULTS.taxYear, current),
    lumpSums: lumpSumTablesOf(current),
  };
}
