export {
  type AffordableLoanInput,
  type AffordableLoanResult,
  affordableLoanForInstalment,
  affordableLoanInputSchema,
} from "./affordable-loan-for-instalment";
export {
  type BondInput,
  bondInputSchema,
  bondLumpSumSchema,
  bondRateChangeSchema,
  MAX_BOND_TERM_MONTHS,
  type ParsedBondInput,
} from "./bond-input-schema";
export type {
  BondResult,
  BondScheduleRow,
  BondWarning,
  BondYearRow,
  PlainBondSummary,
} from "./bond-types";
export { calculateBondRepayment } from "./calculate-bond-repayment";
export { DEFAULT_MONTHLY_SERVICE_FEE, ncaMortgageServiceFee } from "./service-fee";
export {
  type TermForInstalmentInput,
  type TermForInstalmentResult,
  termForInstalment,
  termForInstalmentInputSchema,
} from "./term-for-instalment";
