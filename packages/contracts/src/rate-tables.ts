import {
  lumpSumTableSchema,
  taxYearTableSchema,
  transferCostTariffSchema,
  transferDutyTableSchema,
} from "@adviser-desk/finance";
import { z } from "zod";
import { rateTableRefSchema } from "./record-common";

const loaded = <T extends z.ZodType>(table: T) => z.object({ ref: rateTableRefSchema, table });

/**
 * GET /api/v1/rate-tables: the newest version of every rate table, so live results in the browser
 * use the same figures the server saves with (an administrator's correction included).
 */
export const currentRateTablesSchema = z.object({
  taxYears: z.array(loaded(taxYearTableSchema)),
  transferDuties: z.array(loaded(transferDutyTableSchema)),
  transferCostTariffs: z.array(loaded(transferCostTariffSchema)),
  /** Retirement fund lump-sum tables (retirement and withdrawal bands) by first day of accrual. */
  lumpSums: z.array(loaded(lumpSumTableSchema)),
});
export type CurrentRateTables = z.infer<typeof currentRateTablesSchema>;
