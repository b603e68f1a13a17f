import { FinanceInputError } from "../core/errors";
import type { TaxYearTable } from "./table-schema";
import { validateTaxYearTable } from "./validate-table";

/**
 * Tables already checked, by identity. Validation costs more than a calculation, so each table
 * object is checked once. Tables are treated as immutable values: built-in ones are frozen, and an
 * imported table must not be edited after its first use (make a new object instead).
 */
const checked = new WeakSet<object>();

/** Throws FinanceInputError (paths prefixed "table.") unless the table passes validateTaxYearTable. */
export function ensureValidTable(table: unknown): asserts table is TaxYearTable {
  if (typeof table === "object" && table !== null && checked.has(table)) return;
  const problems = validateTaxYearTable(table);
  if (problems.length > 0) {
    throw new FinanceInputError(
      problems.map((problem) => ({
        path: problem.path === "" ? "table" : `table.${problem.path}`,
        message: problem.message,
      })),
    );
  }
  if (typeof table === "object" && table !== null) checked.add(table);
}
