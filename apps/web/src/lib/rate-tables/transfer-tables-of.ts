import type { CurrentRateTables, RateTableRef } from "@adviser-desk/contracts";
import { type TransferCostTables, transferCostTablesFor } from "@adviser-desk/finance";

// Apart from tables-of.ts: only the transfer-duty screens need the built-in transfer tables.

export interface TransferTables extends TransferCostTables {
  /** The stored tables' identities; empty for built-in ones. */
  refs: RateTableRef[];
}

/** The duty table and cost tariff in force on the acquisition date (stored, else built in). */
export function transferTablesOf(
  acquisitionDate: string,
  current: CurrentRateTables | undefined,
): TransferTables {
  if (!current) return { ...transferCostTablesFor(acquisitionDate), refs: [] };
  const picked = transferCostTablesFor(
    acquisitionDate,
    current.transferDuties.map((loaded) => loaded.table),
    current.transferCostTariffs.map((loaded) => loaded.table),
  );
  const { transferDuty, tariff } = picked;
  const refs = [
    current.transferDuties.find((loaded) => loaded.table === transferDuty)?.ref,
    current.transferCostTariffs.find((loaded) => loaded.table === tariff)?.ref,
  ].filter((ref): ref is RateTableRef => ref !== undefined);
  return { ...picked, refs };
}
