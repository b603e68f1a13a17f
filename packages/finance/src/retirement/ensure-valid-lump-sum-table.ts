import { tableGuard } from "../core/table-guard";
import { type LumpSumTable, validateLumpSumTable } from "./lump-sum-table-schema";

/** Throws FinanceInputError ("table.…") unless the lump-sum table is valid. */
export const ensureValidLumpSumTable: (
  table: unknown,
  path?: string,
) => asserts table is LumpSumTable = tableGuard(validateLumpSumTable, "table");
