import { deepFreeze } from "../../core/deep-freeze";
import type {
  DeedsOfficeFees,
  GuidelineFeeScale,
  TransferCostTariff,
} from "../transfer-cost-tariff-schema";
import {
  lssaGuideline2024,
  lssaGuideline2025,
  lssaGuideline2026,
} from "./conveyancing-guideline-fees";
import { deedsOfficeFees2024, deedsOfficeFees2025, deedsOfficeFees2026 } from "./deeds-office-fees";
import { typicalBondDisbursements, typicalTransferDisbursements } from "./disbursements";
import { ncaMortgageInitiationFee, vat15 } from "./statutory-rules";

/**
 * One snapshot each time any component changes; a tariff's date is the latest of its components'.
 * The cost tariff is picked by a date the caller chooses (the product uses the acquisition date).
 * Strictly, the Law Society fee follows the date of instruction and the Deeds Office fee the date of
 * lodgement, which is usually 2–3 months after signature; the difference is within the estimate.
 * The earliest is 27 May 2024: no stored source gave the guideline fees in force before then.
 */
function tariff(
  effectiveFrom: string,
  attorneyFees: GuidelineFeeScale,
  deedsOffice: DeedsOfficeFees,
): TransferCostTariff {
  return {
    id: `za-transfer-costs@${effectiveFrom}`,
    effectiveFrom,
    source: `Conveyancing: ${attorneyFees.id}; Deeds Office: ${deedsOffice.id}; VAT 15%; NCA reg 42 initiation fee; typical disbursements (estimates)`,
    // Disbursements are always estimates, so every built-in tariff is (partly) an estimate.
    estimate: true,
    vat: vat15,
    transferAttorneyFees: attorneyFees,
    bondAttorneyFees: attorneyFees,
    deedsOffice,
    transferDisbursements: [...typicalTransferDisbursements],
    bondDisbursements: [...typicalBondDisbursements],
    bankInitiationFee: ncaMortgageInitiationFee,
  };
}

export const transferCostTariffs: readonly TransferCostTariff[] = deepFreeze([
  tariff("2024-05-27", lssaGuideline2024, deedsOfficeFees2024),
  tariff("2025-04-01", lssaGuideline2024, deedsOfficeFees2025),
  tariff("2025-08-01", lssaGuideline2025, deedsOfficeFees2025),
  tariff("2026-04-01", lssaGuideline2025, deedsOfficeFees2026),
  tariff("2026-07-01", lssaGuideline2026, deedsOfficeFees2026),
]);
