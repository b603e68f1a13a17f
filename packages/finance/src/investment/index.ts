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
  type BondExtraOption,
  bondExtraOptionSchema,
  type InvestmentOption,
  type InvestmentOptionInput,
  investmentOptionSchema,
  type MarketOption,
  marketOptionSchema,
  type PropertyOption,
  propertyOptionSchema,
} from "./option-schemas";
