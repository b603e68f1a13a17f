import type { DeedsOfficeFees } from "../transfer-cost-tariff-schema";

/**
 * Deeds Office fees: Schedule of Fees of Office prescribed by regulation 84 of the Deeds Registries
 * Act 47 of 1937 — item 1(a) lodgement per deed, 1(b) transfer (on the greater of the price and the
 * fair value), 1(c) bond (on the capital amount). Paid to the Registry: no VAT. A flat fee per band.
 *
 * Bond bands above R6 million were not found for 2023 and 2025: they are taken as equal to the
 * transfer fee for the same band (true of every band published in 2018, 2025 and 2026), and the
 * R20m–R30m and >R30m bond bands as 0.875× and 1.25× the >R20m transfer fee (the ratio in the 2018
 * and 2026 schedules). Those bands carry `estimate: true`.
 */

/**
 * From 1 April 2023. Source: IOL "Buying a property? Be aware of fee increases at the Deeds Office"
 * (iol.co.za, 2023-03-09); the R200 001–R300 000 band (R642) is confirmed by titledeed.org.za
 * (May 2023). ESTIMATE as a whole: one source for most bands, and a 2024 schedule may exist that was
 * not found (the 2025 fees are ~13% higher).
 */
export const deedsOfficeFees2023: DeedsOfficeFees = {
  id: "za-deeds-office-fees@2023-04-01",
  effectiveFrom: "2023-04-01",
  source:
    "Deeds Registries Act reg 84 schedule from 1 April 2023 per iol.co.za (2023-03-09); R642 band confirmed by titledeed.org.za (2023-05). A 2024 amendment, if any, was not found",
  estimate: true,
  lodgementFeePerDeed: 0,
  transferFees: [
    { upTo: 100_000, fee: 45 },
    { upTo: 200_000, fee: 101 },
    { upTo: 300_000, fee: 642 },
    { upTo: 600_000, fee: 800 },
    { upTo: 800_000, fee: 1_126 },
    { upTo: 1_000_000, fee: 1_293 },
    { upTo: 2_000_000, fee: 1_453 },
    { upTo: 4_000_000, fee: 2_014 },
    { upTo: 6_000_000, fee: 2_443 },
    { upTo: 8_000_000, fee: 2_909 },
    { upTo: 10_000_000, fee: 3_401 },
    { upTo: 15_000_000, fee: 4_048 },
    { upTo: 20_000_000, fee: 4_863 },
    { upTo: null, fee: 6_477 },
  ],
  bondFees: [
    { upTo: 150_000, fee: 496 },
    { upTo: 300_000, fee: 642 },
    { upTo: 600_000, fee: 800 },
    { upTo: 800_000, fee: 1_126 },
    { upTo: 1_000_000, fee: 1_293, estimate: true },
    { upTo: 2_000_000, fee: 1_453, estimate: true },
    { upTo: 4_000_000, fee: 2_014, estimate: true },
    { upTo: 6_000_000, fee: 2_443, estimate: true },
    { upTo: 8_000_000, fee: 2_909, estimate: true },
    { upTo: 10_000_000, fee: 3_401, estimate: true },
    { upTo: 15_000_000, fee: 4_048, estimate: true },
    { upTo: 20_000_000, fee: 4_863, estimate: true },
    { upTo: 30_000_000, fee: 5_667, estimate: true },
    { upTo: null, fee: 8_096, estimate: true },
  ],
};

/**
 * From 1 April 2025 (Government Gazette 52191, 28 February 2025; Chief Registrar's Circular 2 of
 * 2025). Transfer fees and the new R50 lodgement fee agree in acts.co.za (reg 84 schedule) and
 * capetownlawyer.co.za; the date and gazette in snymans.com (2025-03-21). Bond fees: acts.co.za
 * up to R6m, capetownlawyer.co.za up to R1m (its ≤R150 000 figure is cut off, so that band is
 * marked an estimate too).
 */
export const deedsOfficeFees2025: DeedsOfficeFees = {
  id: "za-deeds-office-fees@2025-04-01",
  effectiveFrom: "2025-04-01",
  source:
    "Deeds Registries Act reg 84 schedule, GG 52191 (28 Feb 2025) from 1 April 2025: acts.co.za; capetownlawyer.co.za; snymans.com (2025-03-21)",
  estimate: false,
  lodgementFeePerDeed: 50,
  transferFees: [
    { upTo: 100_000, fee: 50 },
    { upTo: 200_000, fee: 114 },
    { upTo: 300_000, fee: 727 },
    { upTo: 600_000, fee: 906 },
    { upTo: 800_000, fee: 1_275 },
    { upTo: 1_000_000, fee: 1_464 },
    { upTo: 2_000_000, fee: 1_646 },
    { upTo: 4_000_000, fee: 2_281 },
    { upTo: 6_000_000, fee: 2_767 },
    { upTo: 8_000_000, fee: 3_296 },
    { upTo: 10_000_000, fee: 3_853 },
    { upTo: 15_000_000, fee: 4_587 },
    { upTo: 20_000_000, fee: 5_510 },
    { upTo: null, fee: 7_340 },
  ],
  bondFees: [
    { upTo: 150_000, fee: 561, estimate: true },
    { upTo: 300_000, fee: 727 },
    { upTo: 600_000, fee: 906 },
    { upTo: 800_000, fee: 1_275 },
    { upTo: 1_000_000, fee: 1_464 },
    { upTo: 2_000_000, fee: 1_646, estimate: true },
    { upTo: 4_000_000, fee: 2_281, estimate: true },
    { upTo: 6_000_000, fee: 2_767, estimate: true },
    { upTo: 8_000_000, fee: 3_296, estimate: true },
    { upTo: 10_000_000, fee: 3_853, estimate: true },
    { upTo: 15_000_000, fee: 4_587, estimate: true },
    { upTo: 20_000_000, fee: 5_510, estimate: true },
    { upTo: 30_000_000, fee: 6_423, estimate: true },
    { upTo: null, fee: 9_175, estimate: true },
  ],
};

/**
 * From 1 April 2026: GN 7180, Government Gazette 54225 of 27 February 2026 (the gazette says "one
 * month from publication", i.e. 27 March 2026; practitioners and mjkinc.co.za say 1 April 2026 —
 * we use 1 April). ESTIMATE: figures seen only in public repositories that transcribed the gazette;
 * mjkinc.co.za confirms the 1 April 2026 update but its stored copy does not list the fees.
 */
export const deedsOfficeFees2026: DeedsOfficeFees = {
  id: "za-deeds-office-fees@2026-04-01",
  effectiveFrom: "2026-04-01",
  source:
    "Deeds Registries Act reg 84 schedule, GN 7180 / GG 54225 (27 Feb 2026), per public repositories transcribing deeds.gov.za; date per mjkinc.co.za. Not seen directly",
  estimate: true,
  lodgementFeePerDeed: 52,
  transferFees: [
    { upTo: 100_000, fee: 50 },
    { upTo: 200_000, fee: 114 },
    { upTo: 300_000, fee: 727 },
    { upTo: 600_000, fee: 956 },
    { upTo: 800_000, fee: 1_346 },
    { upTo: 1_000_000, fee: 1_546 },
    { upTo: 2_000_000, fee: 1_738 },
    { upTo: 4_000_000, fee: 2_408 },
    { upTo: 6_000_000, fee: 2_922 },
    { upTo: 8_000_000, fee: 3_480 },
    { upTo: 10_000_000, fee: 4_068 },
    { upTo: 15_000_000, fee: 4_844 },
    { upTo: 20_000_000, fee: 5_818 },
    { upTo: null, fee: 7_751 },
  ],
  bondFees: [
    { upTo: 150_000, fee: 561 },
    { upTo: 300_000, fee: 727 },
    { upTo: 600_000, fee: 956 },
    { upTo: 800_000, fee: 1_346 },
    { upTo: 1_000_000, fee: 1_546 },
    { upTo: 2_000_000, fee: 1_738 },
    { upTo: 4_000_000, fee: 2_408 },
    { upTo: 6_000_000, fee: 2_922 },
    { upTo: 8_000_000, fee: 3_480 },
    { upTo: 10_000_000, fee: 4_068 },
    { upTo: 15_000_000, fee: 4_844 },
    { upTo: 20_000_000, fee: 5_818 },
    { upTo: 30_000_000, fee: 6_781 },
    { upTo: null, fee: 9_690 },
  ],
};
