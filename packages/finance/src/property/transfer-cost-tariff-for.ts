import { pickEffective } from "../core/pick-effective";
import { transferDutyTableFor } from "./calculate-transfer-duty";
import { ensureValidList, ensureValidTariff } from "./ensure-valid-tables";
import { transferCostTariffs } from "./tables/transfer-cost-tariffs";
import type { TransferCostTables } from "./transfer-cost-tables";
import type { TransferCostTariff } from "./transfer-cost-tariff-schema";

/**
 * The cost tariff in force on `isoDate`. The error names "acquisitionDate" because the product
 * picks the tariff by the acquisition date (see tables/transfer-cost-tariffs.ts for why).
 */
export function transferCostTariffFor(
  isoDate: string,
  tariffs: readonly TransferCostTariff[] = transferCostTariffs,
): TransferCostTariff {
  ensureValidList<TransferCostTariff>(tariffs, ensureValidTariff);
  return pickEffective(tariffs, isoDate, "acquisitionDate", "transfer cost tariff");
}

/** Both built-in tables for an acquisition on `isoDate`. */
export function transferCostTablesFor(isoDate: string): TransferCostTables {
  return { transferDuty: transferDutyTableFor(isoDate), tariff: transferCostTariffFor(isoDate) };
}
