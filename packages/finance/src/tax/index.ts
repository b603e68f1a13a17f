export { calculateIncomeTax } from "./calculate-income-tax";
export { estimatedFigures } from "./estimated-figures";
export {
  type CapitalGainEntry,
  capitalGainEntrySchema,
  type IncomeTaxInput,
  incomeTaxInputSchema,
} from "./income-tax-input";
export type { IncomeTaxResult } from "./income-tax-result";
export {
  type LowerBracketOutcome,
  type LowerBracketPlan,
  retirementContributionToLowerBracket,
} from "./lower-bracket";
export type { AdditionalCreditCase } from "./medical-credits";
export type { ProvisionalPenaltyTest, ProvisionalTax } from "./provisional-tax";
export {
  type ProvisionalTaxpayerStatus,
  SMALL_INVESTMENT_INCOME_RANDS,
} from "./provisional-taxpayer";
export type { AgeBand } from "./rebates";
export type { RetirementLimit } from "./retirement-deduction";
export type { ScenarioWarning } from "./scenario-warning";
export {
  type ConfidenceLevel,
  type DeemedCostBand,
  type FigureConfidence,
  TABLE_FIGURES,
  type TableFigure,
  type TaxBracket,
  type TaxYearTable,
  taxYearTableSchema,
} from "./table-schema";
export { builtInTaxYears, taxYearTable } from "./tables";
export { taxYearForDate, taxYearPeriod } from "./tax-year";
export type { TravelMethod } from "./travel-deduction";
export { validateTaxYearTable } from "./validate-table";
