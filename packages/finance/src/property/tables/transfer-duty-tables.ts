import { deepFreeze } from "../../core/deep-freeze";
import type { TransferDutyTable } from "../transfer-duty-schema";

/**
 * Built-in transfer duty tables (Transfer Duty Act 40 of 1949, s2), keyed by the DATE OF
 * ACQUISITION, not the tax year. One table applies to natural and juristic persons alike (companies,
 * CCs, trusts) for agreements from 23 February 2011. Every base below was recomputed from the band
 * below it (validateTransferDutyTable checks this). Source notes follow
 * docs/reference/sa-tax-facts.md §7 (tags: S = SARS page, 2 = two secondary sources agree).
 */
export const transferDutyTables: readonly TransferDutyTable[] = deepFreeze([
  {
    id: "za-transfer-duty@2017-03-01",
    effectiveFrom: "2017-03-01",
    source:
      "SARS transfer duty page, 2019 and 2020 sections (newsarsweb.azurewebsites.net/tax-rates/transfer-duty/) (S); effective 1 March 2017 per businesslive.co.za 2017-02-23 and beach-house-properties.co.za (2)",
    estimate: false,
    bands: [
      { from: 0, upTo: 900_000, base: 0, ratePercent: 0 },
      { from: 900_000, upTo: 1_250_000, base: 0, ratePercent: 3 },
      { from: 1_250_000, upTo: 1_750_000, base: 10_500, ratePercent: 6 },
      { from: 1_750_000, upTo: 2_250_000, base: 40_500, ratePercent: 8 },
      { from: 2_250_000, upTo: 10_000_000, base: 80_500, ratePercent: 11 },
      { from: 10_000_000, upTo: null, base: 933_000, ratePercent: 13 },
    ],
  },
  {
    id: "za-transfer-duty@2020-03-01",
    effectiveFrom: "2020-03-01",
    source:
      "SARS transfer duty page, 2021–2023 sections (sars.gov.za/tax-rates/transfer-duty/) (S); bsbattorneys.co.za; hjproperties.co.za; Budget 2020 speech",
    estimate: false,
    bands: [
      { from: 0, upTo: 1_000_000, base: 0, ratePercent: 0 },
      { from: 1_000_000, upTo: 1_375_000, base: 0, ratePercent: 3 },
      { from: 1_375_000, upTo: 1_925_000, base: 11_250, ratePercent: 6 },
      { from: 1_925_000, upTo: 2_475_000, base: 44_250, ratePercent: 8 },
      { from: 2_475_000, upTo: 11_000_000, base: 88_250, ratePercent: 11 },
      { from: 11_000_000, upTo: null, base: 1_026_000, ratePercent: 13 },
    ],
  },
  {
    id: "za-transfer-duty@2023-03-01",
    effectiveFrom: "2023-03-01",
    source:
      'SARS transfer duty page, "2024 (1 March 2023 – 29 February 2024)" and "2025 … no changes" (S); Financial Mail 2023-02-23. Also applies to acquisitions 1–31 March 2025',
    estimate: false,
    bands: [
      { from: 0, upTo: 1_100_000, base: 0, ratePercent: 0 },
      { from: 1_100_000, upTo: 1_512_500, base: 0, ratePercent: 3 },
      { from: 1_512_500, upTo: 2_117_500, base: 12_375, ratePercent: 6 },
      { from: 2_117_500, upTo: 2_722_500, base: 48_675, ratePercent: 8 },
      { from: 2_722_500, upTo: 12_100_000, base: 97_075, ratePercent: 11 },
      { from: 12_100_000, upTo: null, base: 1_128_600, ratePercent: 13 },
    ],
  },
  {
    id: "za-transfer-duty@2025-04-01",
    effectiveFrom: "2025-04-01",
    source:
      'SARS "New transfer duty rates effective 1 April 2025" (sars.gov.za/latest-news, 2025-04-07) (S); accountingweekly.com; cvandykattorneys.com; Profmark Estate Planning Guide 2025 p. 58 (2). No change found in the 25 Feb 2026 Budget',
    estimate: false,
    bands: [
      { from: 0, upTo: 1_210_000, base: 0, ratePercent: 0 },
      { from: 1_210_000, upTo: 1_663_800, base: 0, ratePercent: 3 },
      { from: 1_663_800, upTo: 2_329_300, base: 13_614, ratePercent: 6 },
      { from: 2_329_300, upTo: 2_994_800, base: 53_544, ratePercent: 8 },
      { from: 2_994_800, upTo: 13_310_000, base: 106_784, ratePercent: 11 },
      { from: 13_310_000, upTo: null, base: 1_241_456, ratePercent: 13 },
    ],
  },
]);
