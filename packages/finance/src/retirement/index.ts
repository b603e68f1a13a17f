export {
  calculateLumpSumTax,
  type LumpSumTaxResult,
  lumpSumTableFor,
  lumpSumTableInForce,
} from "./calculate-lump-sum-tax";
export {
  type LumpSumInput,
  type LumpSumKind,
  lumpSumInputSchema,
  lumpSumKindSchema,
  type RetirementEvent,
  retirementEventSchema,
  type TwoPotComponents,
  twoPotComponentsSchema,
} from "./lump-sum-input";
export {
  type LumpSumTable,
  lumpSumTableSchema,
  validateLumpSumTable,
} from "./lump-sum-table-schema";
export { lumpSumTables } from "./lump-sum-tables";
export { type TwoPotRetirement, twoPotRetirement } from "./two-pot-retirement";
