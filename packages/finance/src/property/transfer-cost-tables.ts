import type { TransferCostTariff } from "./transfer-cost-tariff-schema";
import type { TransferDutyTable } from "./transfer-duty-schema";

/** The tables one transfer-cost calculation uses; a locked record stores both ids. */
export interface TransferCostTables {
  transferDuty: TransferDutyTable;
  tariff: TransferCostTariff;
  /**
   * The date warnings from picking the tables out of their lists (core/table-in-force): only the
   * newest table of a list can be stale. Absent (tables given by hand): each table is checked on
   * its own date, as if it were the newest.
   */
  stale?: { transferDuty: string | null; tariff: string | null };
}
