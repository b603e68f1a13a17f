export { type AnnuityIncomeTax, annuityIncomeTax, taxAfterRebates } from "./annuity-income-tax";
export { compareInvestments } from "./compare-investments";
export {
  COMPARISON_DEFAULTS,
  type InvestmentComparisonInput,
  investmentComparisonInputSchema,
  type ParsedInvestmentComparisonInput,
} from "./investment-input-schema";
export type {
  InvestmentComparisonResult,
  InvestmentOptionResult,
  InvestmentOptionSummary,
  InvestmentWarning,
  InvestmentYearRow,
} from "./investment-types";
export {
  defaultOptionName,
  hasOwnName,
  KIND_DEFAULT_NAMES,
  optionDisplayNames,
  WRAPPER_DEFAULT_NAMES,
} from "./option-names";
export {
  type BondExtraOption,
  bondExtraOptionSchema,
  type InvestmentOption,
  type InvestmentOptionInput,
  investmentOptionSchema,
  type MarketOption,
  marketOptionSchema,
  type PropertyOption,
  propertyOptionSchema,
  TAX_REFUND_CHOICE_LABELS,
  TAX_REFUND_CHOICES,
  type TaxRefundChoice,
  TFSA_EXCESS_CHOICE_LABELS,
  TFSA_EXCESS_CHOICES,
  type TfsaExcessChoice,
} from "./option-schemas";
export {
  builtInComparisonTables,
  type ComparisonTables,
  raLumpSumTable,
} from "./projection";
export {
  YEAR_GRID_MEASURES,
  type YearGridMeasure,
  type YearGridRow,
  yearGrid,
} from "./year-grid";
