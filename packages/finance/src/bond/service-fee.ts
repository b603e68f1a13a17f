import { vat15 } from "../property/tables/statutory-rules";

/**
 * The most a credit provider may charge each month to administer a mortgage agreement: R60
 * (National Credit Regulations reg 44, as substituted by GN 1080, GG 39379, 6 Nov 2015, from
 * 6 May 2016), plus VAT. The large banks charge the maximum, so it is what a new home loan starts
 * from; the adviser replaces it with the bank's quoted fee.
 */
export const ncaMortgageServiceFee = {
  effectiveFrom: "2016-05-06",
  source:
    "National Credit Regulations reg 44 (maximum monthly service fee: 60 rand), GN 1080 GG 39379 (6 Nov 2015), plus VAT at 15 %",
  excludingVat: 60,
} as const;

/** R69: the regulations' R60 a month plus VAT, in rands (whole cents by construction). */
export const DEFAULT_MONTHLY_SERVICE_FEE =
  Math.round(ncaMortgageServiceFee.excludingVat * (100 + vat15.ratePercent)) / 100;
