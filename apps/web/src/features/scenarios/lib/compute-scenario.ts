import {
  calculateIncomeTax,
  type IncomeTaxInput,
  type IncomeTaxResult,
  type LowerBracketPlan,
  retirementContributionToLowerBracket,
  type TaxYearTable,
  taxYearTable,
} from "@adviser-desk/finance";

export interface ScenarioCalculation {
  table: TaxYearTable;
  tax: IncomeTaxResult;
  /** The "retirement contribution to reach the next lower bracket" planning hint. */
  plan: LowerBracketPlan;
}

export interface ScenarioCalculationInput {
  inputs: IncomeTaxInput;
  taxYear: number;
}

/**
 * The tax scenario's live result in the browser: the finance engine's income-tax calculator with
 * the built-in table of the tax year (the server uses its stored tables and is the authority once
 * saved). Throws FinanceInputError for inputs the engine refuses.
 */
export function computeScenario({
  inputs,
  taxYear,
}: ScenarioCalculationInput): ScenarioCalculation {
  const table = taxYearTable(taxYear);
  return {
    table,
    tax: calculateIncomeTax(inputs, table),
    plan: retirementContributionToLowerBracket(inputs, table),
  };
}
