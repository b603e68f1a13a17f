import type { Disbursement } from "../transfer-cost-tariff-schema";

/**
 * Typical attorney disbursements, VAT included. Every figure is an ESTIMATE: each firm sets its own
 * and none of them could be confirmed from two sources. Used by every built-in tariff until better
 * figures are entered by an administrator.
 */
export const typicalTransferDisbursements: readonly Disbursement[] = [
  {
    key: "postage-and-petties",
    label: "Postage, petties, copies and Deeds Office searches",
    amount: 1_900,
    appliesTo: "all",
    source: "HSG attorneys calculator tariffs.js 2025/26 (public repository): R1 900",
    estimate: true,
  },
  {
    key: "electronic-fees",
    label: "Electronic document generation and lodgement (conveyancing software)",
    amount: 600,
    appliesTo: "all",
    source:
      "oyster.harcourts.co.za 'Cost to be paid by the purchaser': R500–R700 for a transfer (midpoint)",
    estimate: true,
  },
  {
    key: "rates-clearance",
    label: "Rates clearance certificate application",
    amount: 830,
    appliesTo: "all",
    source:
      "HSG attorneys calculator tariffs.js 2025/26: R830; titledeed.org.za (2023-05): R630 incl. VAT",
    estimate: true,
  },
  {
    key: "fica-natural",
    label: "FICA verification (one natural person)",
    amount: 402.5,
    appliesTo: "natural",
    source: "LSSA guideline 2024: R350 per individual + 15% VAT, per stbb.co.za (May 2024)",
    estimate: true,
  },
  {
    key: "fica-juristic",
    label: "FICA verification (one company, CC or trust)",
    amount: 805,
    appliesTo: "juristic",
    source: "LSSA guideline 2024: R700 per entity + 15% VAT, per stbb.co.za (May 2024)",
    estimate: true,
  },
];

export const typicalBondDisbursements: readonly Disbursement[] = [
  {
    key: "postage-and-petties",
    label: "Postage, petties and Deeds Office searches",
    amount: 1_900,
    appliesTo: "all",
    source: "HSG attorneys calculator tariffs.js 2025/26 (public repository): R1 900",
    estimate: true,
  },
  {
    key: "electronic-fees",
    label: "Electronic generation and bank instruction fees",
    amount: 1_500,
    appliesTo: "all",
    source: "oyster.harcourts.co.za 'Cost to be paid by the purchaser': ± R1 500 for a bond",
    estimate: true,
  },
];
