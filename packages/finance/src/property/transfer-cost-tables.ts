import type { TransferCostTariff } from "./transfer-cost-tariff-schema";
import type { TransferDutyTable } from "./transfer-duty-schema";

/** The tables one transfer-cost calculation uses; a locked record stores both ids. */
export interface TransferCostTables {
  transferDuty: TransferDutyTable;
  tariff: TransferCostTariff;
}
