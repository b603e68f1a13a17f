import { tableGuard } from "../core/table-guard";
import type { TaxYearTable } from "./table-schema";
import { validateTaxYearTable } from "./validate-table";

/** Throws FinanceInputError (paths prefixed "table.") unless the table passes validateTaxYearTable. */
export const ensureValidTable: (table: unknown) => asserts table is TaxYearTable = tableGuard(
  validateTaxYearTable,
  "table",
);
