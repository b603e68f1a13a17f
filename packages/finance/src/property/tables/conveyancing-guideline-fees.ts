import type { GuidelineFeeScale } from "../transfer-cost-tariff-schema";

/**
 * Law Society of South Africa (LSSA) conveyancing Guideline of Fees, the one scale used for the
 * transfer (on the price) and for the bond registration (on the bond amount). Excluding VAT.
 * A GUIDELINE, not law: fees are negotiable (Legal Practice Act 28 of 2014), so firms may charge
 * more or less. Each scale applies to instructions received from its effective date.
 * Structure of every scale: ≤R100 000 flat; then per R50 000, per R100 000, per R200 000 and per
 * R1 000 000 "or part thereof" — data, not code.
 */

/**
 * From 27 May 2024. Source: STBB newsflash "Conveyancing fee increase" (stbb.co.za, May 2024).
 * ESTIMATE: only one stored source found.
 */
export const lssaGuideline2024: GuidelineFeeScale = {
  id: "za-lssa-conveyancing-guideline@2024-05-27",
  effectiveFrom: "2024-05-27",
  source:
    "LSSA Conveyancing Guideline of Fees, instructions from 27 May 2024, as published in STBB newsflash 'Conveyancing fee increase' (stbb.co.za, May 2024). One source only",
  estimate: true,
  bands: [
    { from: 0, upTo: 100_000, base: 6_435, stepFee: 0, step: 100_000 },
    { from: 100_000, upTo: 500_000, base: 6_435, stepFee: 1_025, step: 50_000 },
    { from: 500_000, upTo: 1_000_000, base: 14_635, stepFee: 1_985, step: 100_000 },
    { from: 1_000_000, upTo: 5_000_000, base: 24_560, stepFee: 1_985, step: 200_000 },
    { from: 5_000_000, upTo: null, base: 64_260, stepFee: 5_000, step: 1_000_000 },
  ],
};

/**
 * From 1 August 2025. Sources agree: Weich Kriel "What will your property transfer cost now?"
 * (weichkriel.co.za, 2025-10-01, with the worked example R800 000 → R21 270) and the HSG
 * attorneys' calculator data (GitHub, tariffs.js "1 Aug 2025 LSSA").
 */
export const lssaGuideline2025: GuidelineFeeScale = {
  id: "za-lssa-conveyancing-guideline@2025-08-01",
  effectiveFrom: "2025-08-01",
  source:
    "LSSA Conveyancing Guideline of Fees, instructions from 1 August 2025: Weich Kriel, weichkriel.co.za (2025-10-01); HSG attorneys calculator tariffs.js (public repository). Two sources agree",
  estimate: false,
  bands: [
    { from: 0, upTo: 100_000, base: 6_640, stepFee: 0, step: 100_000 },
    { from: 100_000, upTo: 500_000, base: 6_640, stepFee: 1_060, step: 50_000 },
    { from: 500_000, upTo: 1_000_000, base: 15_120, stepFee: 2_050, step: 100_000 },
    { from: 1_000_000, upTo: 5_000_000, base: 25_370, stepFee: 2_050, step: 200_000 },
    { from: 5_000_000, upTo: null, base: 66_370, stepFee: 5_160, step: 1_000_000 },
  ],
};

/**
 * From 1 July 2026 (CPI reference January 2026). ESTIMATE: found only in public repositories
 * (a South African tax-calculator reference document and two calculators from the same project),
 * which cite the Tech4Law transcription of the 2026 guideline and a cross-check against MJ Kotze
 * Inc's published table at R1m/R2m/R3m/R5m/R10m (26 275 / 36 875 / 47 475 / 68 675 / 95 375).
 * No stored copy of either web page was found.
 */
export const lssaGuideline2026: GuidelineFeeScale = {
  id: "za-lssa-conveyancing-guideline@2026-07-01",
  effectiveFrom: "2026-07-01",
  source:
    "LSSA Conveyancing Guideline of Fees effective 1 July 2026, per public repositories citing tech4law.co.za 'Conveyancing fees guideline 2026' and mjkinc.co.za; pages not seen directly",
  estimate: true,
  bands: [
    { from: 0, upTo: 100_000, base: 6_875, stepFee: 0, step: 100_000 },
    { from: 100_000, upTo: 500_000, base: 6_875, stepFee: 1_100, step: 50_000 },
    { from: 500_000, upTo: 1_000_000, base: 15_675, stepFee: 2_120, step: 100_000 },
    { from: 1_000_000, upTo: 5_000_000, base: 26_275, stepFee: 2_120, step: 200_000 },
    { from: 5_000_000, upTo: null, base: 68_675, stepFee: 5_340, step: 1_000_000 },
  ],
};
