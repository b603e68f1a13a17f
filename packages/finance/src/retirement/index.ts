export {
  calculateLumpSumTax,
  type LumpSumTaxResult,
  lumpSumTableFor,
} from "./calculate-lump-sum-tax";
export {
  type LumpSumInput,
  type LumpSumKind,
  lumpSumInputSchema,
  lumpSumKindSchema,
} from "./lump-sum-input";
export {
  type LumpSumTable,
  lumpSumTableSchema,
  validateLumpSumTable,
} from "./lump-sum-table-schema";
export { lumpSumTables } from "./lump-sum-tables";
