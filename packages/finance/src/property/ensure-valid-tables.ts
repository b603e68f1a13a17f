import { FinanceInputError } from "../core/errors";
import { tableGuard } from "../core/table-guard";
import type { TransferCostTables } from "./transfer-cost-tables";
import { type TransferCostTariff, validateTransferCostTariff } from "./transfer-cost-tariff-schema";
import { type TransferDutyTable, validateTransferDutyTable } from "./transfer-duty-schema";

/**
 * The property calculators check the tables they are given, as the tax calculator does: a broken
 * band, a VAT rate of 150 % or an undefined table is a FinanceInputError naming the path.
 */
export const ensureValidDutyTable: (
  table: unknown,
  path?: string,
) => asserts table is TransferDutyTable = tableGuard(validateTransferDutyTable, "table");

export const ensureValidTariff: (
  tariff: unknown,
  path?: string,
) => asserts tariff is TransferCostTariff = tableGuard(validateTransferCostTariff, "tariff");

/** Both tables of a transfer-cost calculation ("tables.transferDuty.…", "tables.tariff.…"). */
export function ensureValidCostTables(tables: unknown): asserts tables is TransferCostTables {
  if (typeof tables !== "object" || tables === null) {
    throw new FinanceInputError([
      { path: "tables", message: "must give a transfer duty table and a cost tariff" },
    ]);
  }
  const { transferDuty, tariff } = tables as Partial<Record<string, unknown>>;
  ensureValidDutyTable(transferDuty, "tables.transferDuty");
  ensureValidTariff(tariff, "tables.tariff");
}

/** Every entry of a dated list ("tables.N.…"); the list itself must be an array. */
export function ensureValidList<T>(
  tables: unknown,
  ensure: (table: unknown, path?: string) => void,
): asserts tables is readonly T[] {
  if (!Array.isArray(tables)) {
    throw new FinanceInputError([{ path: "tables", message: "must be a list of tables" }]);
  }
  tables.forEach((table, index) => {
    ensure(table, `tables.${index}`);
  });
}
