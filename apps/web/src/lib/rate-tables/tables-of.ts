import type { CurrentRateTables, RateTableRef } from "@adviser-desk/contracts";
import {
  builtInTaxYears,
  type TaxYearTable,
  type TransferCostTables,
  taxYearTable,
  transferCostTariffFor,
  transferDutyTableFor,
} from "@adviser-desk/finance";

// Kept apart from rate-tables-query.ts: this pulls in the finance package's built-in tables,
// which only the calculator screens load.

/**
 * The tax year's table: the stored one, or the finance package's built-in one when the stored
 * tables could not be read (the saved result, computed by the server, stays the authority).
 * Throws FinanceInputError for a year without a table.
 */
export function taxYearTableOf(year: number, current: CurrentRateTables | undefined): TaxYearTable {
  const stored = current?.taxYears.find((loaded) => loaded.ref.key === String(year));
  return stored?.table ?? taxYearTable(year);
}

export interface TransferTables extends TransferCostTables {
  /** The stored tables' identities; empty for built-in ones. */
  refs: RateTableRef[];
}

/** The duty table and cost tariff in force on the acquisition date (stored, else built in). */
export function transferTablesOf(
  acquisitionDate: string,
  current: CurrentRateTables | undefined,
): TransferTables {
  if (!current) {
    return {
      transferDuty: transferDutyTableFor(acquisitionDate),
      tariff: transferCostTariffFor(acquisitionDate),
      refs: [],
    };
  }
  const transferDuty = transferDutyTableFor(
    acquisitionDate,
    current.transferDuties.map((loaded) => loaded.table),
  );
  const tariff = transferCostTariffFor(
    acquisitionDate,
    current.transferCostTariffs.map((loaded) => loaded.table),
  );
  const refs = [
    current.transferDuties.find((loaded) => loaded.table === transferDuty)?.ref,
    current.transferCostTariffs.find((loaded) => loaded.table === tariff)?.ref,
  ].filter((ref): ref is RateTableRef => ref !== undefined);
  return { transferDuty, tariff, refs };
}

/** The tax years that have a table: the stored ones, else the built-in ones. */
export function taxYearsOf(current: CurrentRateTables | undefined): readonly number[] {
  return current ? current.taxYears.map((loaded) => Number(loaded.ref.key)) : builtInTaxYears;
}
