import type { DeedsOfficeFees } from "../transfer-cost-tariff-schema";

/**
 * Deeds Office fees: Schedule of Fees of Office prescribed by regulation 84 of the Deeds Registries
 * Act 47 of 1937 — item 1(a) lodgement per deed, 1(b) transfer (on the greater of the price and the
 * fair value), 1(c) bond (on the capital amount). Paid to the Registry: no VAT. A flat fee per band.
 *
 * Bond bands above R6 million were not found for 2025: they are taken as equal to the transfer fee
 * for the same band (true of every band published in 2018, 2025 and 2026), and the R20m–R30m and
 * >R30m bond bands as 0.875× and 1.25× the >R20m transfer fee (the ratio in the 2018 and 2026
 * schedules). Those bands carry `estimate: true`.
 */

/**
 * From 1 April 2024 (the schedule in force until 31 March 2025). Transfer fees up to R8 million:
 * ooba.co.za "What your property transfer fees will be in South Africa" ("Transfer costs in 2024":
 * R47 … R1 544 for R1m–R2m … R3 092 for R6m–R8m). Each of those is within R1 of the 1 April 2023
 * fee (iol.co.za, 2023-03-09) × 1 544/1 453, so the bands the page cuts off (above R8m) are the 2023
 * fee × 1 544/1 453, rounded. Bond fees are not listed there: from R150 000 up they equal the
 * transfer fee of the same band (as in every schedule seen: 2018, 2023, 2025, 2026), the ≤R150 000
 * and above-R20m bond bands are the 2023 fee uplifted the same way. Every derived band is marked
 * `estimate: true`; the table as a whole is an estimate (one secondary source; the Gazette itself
 * was not seen).
 */
const UPLIFT_2024 = 1_544 / 1_453;
const uplifted = (fee2023: number) => Math.round(fee2023 * UPLIFT_2024);

export const deedsOfficeFees2024: DeedsOfficeFees = {
  id: "za-deeds-office-fees@2024-04-01",
  effectiveFrom: "2024-04-01",
  source:
    "Deeds Registries Act reg 84 schedule from 1 April 2024 per ooba.co.za (transfer fees to R8m); other bands and other bands = 2023 fees (iol.co.za) × 1 544/1 453 or the same-band transfer fee, estimates",
  estimate: true,
  lodgementFeePerDeed: 0,
  transferFees: [
    { upTo: 100_000, fee: 47 },
    { upTo: 200_000, fee: 107 },
    { upTo: 300_000, fee: 682 },
    { upTo: 600_000, fee: 850 },
    { upTo: 800_000, fee: 1_196 },
    { upTo: 1_000_000, fee: 1_374 },
    { upTo: 2_000_000, fee: 1_544 },
    { upTo: 4_000_000, fee: 2_140 },
    { upTo: 6_000_000, fee: 2_596 },
    { upTo: 8_000_000, fee: 3_092 },
    { upTo: 10_000_000, fee: uplifted(3_401), estimate: true },
    { upTo: 15_000_000, fee: uplifted(4_048), estimate: true },
    { upTo: 20_000_000, fee: uplifted(4_863), estimate: true },
    { upTo: null, fee: uplifted(6_477), estimate: true },
  ],
  bondFees: [
    { upTo: 150_000, fee: uplifted(496), estimate: true },
    { upTo: 300_000, fee: 682, estimate: true },
    { upTo: 600_000, fee: 850, estimate: true },
    { upTo: 800_000, fee: 1_196, estimate: true },
    { upTo: 1_000_000, fee: 1_374, estimate: true },
    { upTo: 2_000_000, fee: 1_544, estimate: true },
    { upTo: 4_000_000, fee: 2_140, estimate: true },
    { upTo: 6_000_000, fee: 2_596, estimate: true },
    { upTo: 8_000_000, fee: 3_092, estimate: true },
    { upTo: 10_000_000, fee: uplifted(3_401), estimate: true },
    { upTo: 15_000_000, fee: uplifted(4_048), estimate: true },
    { upTo: 20_000_000, fee: uplifted(4_863), estimate: true },
    { upTo: 30_000_000, fee: uplifted(5_667), estimate: true },
    { upTo: null, fee: uplifted(8_096), estimate: true },
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
