export { calculateTransferCosts } from "./calculate-transfer-costs";
export {
  calculateTransferDuty,
  transferDutyTableFor,
} from "./calculate-transfer-duty";
export {
  type FlatFeeBand,
  flatFeeBandSchema,
  type StepFeeBand,
  stepFeeBandSchema,
  stepFeeCents,
} from "./fee-band-schema";
export { transferCostTariffs } from "./tables/transfer-cost-tariffs";
export { transferDutyTables } from "./tables/transfer-duty-tables";
export type { TransferCostTables } from "./transfer-cost-tables";
export { transferCostTablesFor, transferCostTariffFor } from "./transfer-cost-tariff-for";
export {
  type BankInitiationFeeRule,
  bankInitiationFeeRuleSchema,
  type DeedsOfficeFees,
  type Disbursement,
  deedsOfficeFeesSchema,
  disbursementSchema,
  type GuidelineFeeScale,
  guidelineFeeScaleSchema,
  type TransferCostTariff,
  transferCostTariffSchema,
  type VatRule,
  validateTransferCostTariff,
  vatRuleSchema,
} from "./transfer-cost-tariff-schema";
export {
  type CostEstimate,
  type CostLineKey,
  costLineKeySchema,
  type DisbursementLine,
  type TransferCostsResult,
  type TransferCostWarning,
  transferCostsResultSchema,
} from "./transfer-costs-result-schema";
export {
  type BuyerType,
  buyerTypeSchema,
  type ParsedTransferCostsInput,
  type TransferCostOverrides,
  type TransferCostsInput,
  transferCostOverridesSchema,
  transferCostsInputSchema,
} from "./transfer-costs-schema";
export {
  type TransferDutyBand,
  type TransferDutyTable,
  transferDutyBandSchema,
  transferDutyTableSchema,
  validateTransferDutyTable,
} from "./transfer-duty-schema";
