import { type TableInForce, tableInForce } from "../core/table-in-force";
import { transferDutyTableInForce } from "./calculate-transfer-duty";
import { ensureValidList, ensureValidTariff } from "./ensure-valid-tables";
import { transferCostTariffs } from "./tables/transfer-cost-tariffs";
import type { TransferCostTables } from "./transfer-cost-tables";
import type { TransferCostTariff } from "./transfer-cost-tariff-schema";
import type { TransferDutyTable } from "./transfer-duty-schema";

/**
 * The cost tariff in force on `isoDate`. The error names "acquisitionDate" because the product
 * picks the tariff by the acquisition date (see tables/transfer-cost-tariffs.ts for why).
 */
export function transferCostTariffFor(
  isoDate: string,
  tariffs: readonly TransferCostTariff[] = transferCostTariffs,
): TransferCostTariff {
  return transferCostTariffInForce(isoDate, tariffs).table;
}

/** The cost tariff in force with its date warning (the one rule of core/table-in-force). */
export function transferCostTariffInForce(
  isoDate: string,
  tariffs: readonly TransferCostTariff[] = transferCostTariffs,
): TableInForce<TransferCostTariff> {
  ensureValidList<TransferCostTariff>(tariffs, ensureValidTariff);
  return tableInForce(tariffs, isoDate, "acquisitionDate", "transfer cost tariff");
}

/**
 * Both tables for an acquisition on `isoDate`, picked from the given lists (the built-in ones by
 * default), with their date warnings.
 */
export function transferCostTablesFor(
  isoDate: string,
  duties?: readonly TransferDutyTable[],
  tariffs?: readonly TransferCostTariff[],
): TransferCostTables {
  const duty = transferDutyTableInForce(isoDate, duties);
  const tariff = transferCostTariffInForce(isoDate, tariffs);
  return {
    transferDuty: duty.table,
    tariff: tariff.table,
    stale: { transferDuty: duty.stale, tariff: tariff.stale },
  };
}
