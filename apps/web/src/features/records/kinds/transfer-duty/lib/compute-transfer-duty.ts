import type { CurrentRateTables, TransferDutyInputs } from "@adviser-desk/contracts";
import { calculateTransferCosts, type TransferCostsResult } from "@adviser-desk/finance";
import { type TransferTables, transferTablesOf } from "@/lib/rate-tables/transfer-tables-of";

export interface TransferDutyCalculation {
  tables: TransferTables;
  result: TransferCostsResult;
}

/**
 * The live result in the browser: the finance engine's transfer costs with the stored duty table
 * and cost tariff in force on the acquisition date, as the server saves with (its result is the
 * authority once saved). `transferAmount` is the purchase price; `transferDutyPayable`
 * is an output. Throws FinanceInputError for inputs the engine refuses.
 */
export function computeTransferDuty({
  inputs,
  current,
}: {
  inputs: TransferDutyInputs;
  current: CurrentRateTables | undefined;
}): TransferDutyCalculation {
  const { transferAmount, transferDutyPayable: _output, overrides, ...rest } = inputs;
  const tables = transferTablesOf(inputs.acquisitionDate, current);
  const result = calculateTransferCosts(
    { ...rest, purchasePrice: transferAmount, ...(overrides ? { overrides } : {}) },
    tables,
  );
  return { tables, result };
}

/** The engine names the price "purchasePrice"; the record's field is "transferAmount". */
export function inputPathOf(enginePath: string): string {
  return enginePath === "purchasePrice" ? "transferAmount" : enginePath;
}
