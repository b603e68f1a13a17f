import type { CurrentRateTables } from "@adviser-desk/contracts";
import { withoutLinks } from "@adviser-desk/contracts/record-source-rules";
import {
  calculateIncomeTax,
  type IncomeTaxInput,
  type IncomeTaxResult,
  type LowerBracketPlan,
  retirementContributionToLowerBracket,
  type TaxYearTable,
} from "@adviser-desk/finance";
import { lumpSumTablesOf, taxYearTableOf } from "@/lib/rate-tables/tables-of";

export interface ScenarioCalculation {
  table: TaxYearTable;
  tax: IncomeTaxResult;
  /** The "retirement contribution to reach the next lower bracket" planning hint. */
  plan: LowerBracketPlan;
}

export interface ScenarioCalculationInput {
  /** The scenario's inputs; its links to the profile are not the engine's. */
  inputs: IncomeTaxInput & { sources?: unknown };
  taxYear: number;
  /** The stored rate tables (undefined: the built-in ones). */
  tables: CurrentRateTables | undefined;
}

/**
 * The tax scenario's live result in the browser: the finance engine's income-tax calculator with
 * the tax year's stored table, as the server saves with (the server's result is the authority once
 * saved). Throws FinanceInputError for inputs the engine refuses.
 */
export function computeScenario({
  inputs,
  taxYear,
  tables,
}: ScenarioCalculationInput): ScenarioCalculation {
  const table = taxYearTableOf(taxYear, tables);
  const taxInput = withoutLinks(inputs);
  return {
    table,
    tax: calculateIncomeTax(taxInput, table, lumpSumTablesOf(tables)),
    plan: retirementContributionToLowerBracket(taxInput, table),
  };
}
