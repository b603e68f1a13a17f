import type { TransferDutyInputs } from "@adviser-desk/contracts";
import {
  calculateTransferCosts,
  type TransferCostsResult,
  type TransferCostTables,
  transferCostTablesFor,
} from "@adviser-desk/finance";

export interface TransferDutyCalculation {
  tables: TransferCostTables;
  result: TransferCostsResult;
}

/**
 * The live result in the browser: the finance engine's transfer costs with the built-in duty
 * table and cost tariff in force on the acquisition date (the server uses its stored tables and
 * is the authority once saved). `transferAmount` is the purchase price; `transferDutyPayable`
 * is an output. Throws FinanceInputError for inputs the engine refuses.
 */
export function computeTransferDuty(inputs: TransferDutyInputs): TransferDutyCalculation {
  const { transferAmount, transferDutyPayable: _output, overrides, ...rest } = inputs;
  const tables = transferCostTablesFor(inputs.acquisitionDate);
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
