import {
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
});
export type CurrentRateTables = z.infer<typeof currentRateTablesSchema>;
