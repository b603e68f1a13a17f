import type { BankInitiationFeeRule, VatRule } from "../transfer-cost-tariff-schema";

/**
 * VAT at 15% from 1 April 2018 (14% before). Sources: ghostdigest.com "Conveyancing tables June
 * 2018" (VAT to 15% from 1 April); Profmark Estate Planning Guide 2025 p. 58 (tax fraction 15/115).
 */
export const vat15: VatRule = {
  effectiveFrom: "2018-04-01",
  source:
    "Value-Added Tax Act 89 of 1991 s7: 15% from 1 April 2018 (ghostdigest.com conveyancing tables June 2018; Profmark EPG 2025 p. 58)",
  estimate: false,
  ratePercent: 15,
};

/**
 * Maximum initiation fee for a mortgage agreement: National Credit Regulations reg 42(2) Table B,
 * as amended by GN 1080 (GG 39379, 6 Nov 2015) from 6 May 2016: R1 100 + 10% of the amount above
 * R10 000, never above R5 250, plus VAT (R6 037.50 at 15%); reg 43(3): never above 15% of the
 * principal debt. Sources: acts.co.za (regs 42 and 43); privateproperty.co.za "Revised fees for home
 * loans" (R5 250 + VAT); mjkinc.co.za bond cost calculator ("NCA-capped at R6 038").
 * NOTE: R1 207.50 (R1 050 + VAT) is the cap for credit facilities / unsecured credit, not home loans.
 * The calculator assumes the bank charges the maximum, as the large banks do; some add it to the loan.
 */
export const ncaMortgageInitiationFee: BankInitiationFeeRule = {
  effectiveFrom: "2016-05-06",
  source:
    "National Credit Regulations reg 42(2) Table B and reg 43(3), GN 1080 GG 39379 (6 Nov 2015): acts.co.za; privateproperty.co.za; mjkinc.co.za",
  estimate: false,
  base: 1_100,
  ratePercent: 10,
  threshold: 10_000,
  cap: 5_250,
  maxPercentOfBond: 15,
  vatApplies: true,
};
