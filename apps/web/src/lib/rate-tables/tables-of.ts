import type { CurrentRateTables } from "@adviser-desk/contracts";
import {
  builtInTaxYears,
  type LumpSumTable,
  lumpSumTables,
  type TaxYearTable,
  taxYearTable,
} from "@adviser-desk/finance";

// Kept apart from rate-tables-query.ts: this pulls in the finance package's built-in tax tables,
// which only the calculator screens load. The transfer tables live in transfer-tables-of.ts and
// the comparison's in comparison-tables-of.ts, so the scenario screen does not download them.

/**
 * The tax year's table: the stored one, or the finance package's built-in one when the stored
 * tables could not be read (the saved result, computed by the server, stays the authority).
 * Throws FinanceInputError for a year without a table.
 */
export function taxYearTableOf(year: number, current: CurrentRateTables | undefined): TaxYearTable {
  const stored = current?.taxYears.find((loaded) => loaded.ref.key === String(year));
  return stored?.table ?? taxYearTable(year);
}

/** The tax years that have a table: the stored ones, else the built-in ones. */
export function taxYearsOf(current: CurrentRateTables | undefined): readonly number[] {
  return current ? current.taxYears.map((loaded) => Number(loaded.ref.key)) : builtInTaxYears;
}

/** The lump-sum tables: the stored ones, else the built-in ones (as the server taxes with). */
export function lumpSumTablesOf(current: CurrentRateTables | undefined): readonly LumpSumTable[] {
  const stored = current?.lumpSums.map((loaded) => loaded.table) ?? [];
  return stored.length > 0 ? stored : lumpSumTables;
}
