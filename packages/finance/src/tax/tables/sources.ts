import { figure } from "./build";

/**
 * Source notes shared by the built-in tables. Every figure comes from
 * docs/reference/sa-tax-facts.md; the confidence tags are that file's (see build.ts).
 */
export const SARS_IND =
  "SARS rates of tax for individuals, sars.gov.za/tax-rates/income-tax/rates-of-tax-for-individuals (stored copies: irp5.co.za, bluelinecapital.co.za, hasaccountingandtax.com)";
export const SARS_MTC =
  "SARS medical tax credit rates, sars.gov.za/tax-rates/medical-tax-credit-rates";
export const THRESHOLDS_DERIVED =
  "Derived: sum of the applicable rebates ÷ 18%, SARS rounds up to the rand (checked by validateTaxYearTable)";
export const INTEREST_EXEMPTION =
  "s10(1)(i) text via k-mos.com/?p=553; crowe.com 2020, tax-consultant.co.za 2022, castleinvestments.co.za 2023";
export const CGT_2021_2026 =
  "kit-centre.com; Nexia PTG 2022 (2021–2023); Profmark Tax Guide 2025 (2024–2026)";
export const CGT_INCLUSION =
  "Nexia PTG 2022; Profmark 2025; Moonstone 2026 (40%, max effective rate 18%)";
export const S11F_RATE =
  "sars.gov.za/latest-news/retirement-fund-contribution-deductions-section-11f2a (news item 5 Aug 2024)";
export const S11F_CAP_350K = `${S11F_RATE}: R350 000`;
export const TFSA_2021_2026 = "s12T(4)(a) and (c) text via k-mos.com/?p=10666; kit-centre.com";
export const DIVIDENDS_TAX =
  "20% since 22 Feb 2017: allafrica/fin24, iol.co.za, nortonrosefulbright.com";
export const BUDGET_2026 =
  "Budget 2026 (25 Feb 2026) coverage: thesouthafrican.com, accountingweekly.com (Draft Rates Bill), timeslive.co.za, dailymaverick.co.za, businessday.co.za, moonstone.co.za, rsm.global, mondaq.com";
export const REPO_2027 =
  "Public repositories citing SARS: JacquesBronk/SARS.TaxCalculator TaxYear2027Tests.cs; mo-kyle/ZA-Tax-helper tax-tables.js; a payroll seed ('SARS page last updated 17/03/2026')";

/** Confidence entries that are the same in every year from 2021 to 2026. */
export const STABLE_FIGURES_2021_2026 = {
  interestExemption: figure(["L", "2"], INTEREST_EXEMPTION),
  "capitalGains.annualExclusion": figure(["2"], CGT_2021_2026),
  "capitalGains.deathYearExclusion": figure(["2"], CGT_2021_2026),
  "capitalGains.primaryResidenceExclusion": figure(["2"], CGT_2021_2026),
  "capitalGains.inclusionRate": figure(["2"], CGT_INCLUSION),
  "retirement.deductionRate": figure(["S"], S11F_RATE),
  "retirement.annualCap": figure(["S"], S11F_CAP_350K),
  "tfsa.annualLimit": figure(["L", "2"], TFSA_2021_2026),
  "tfsa.lifetimeLimit": figure(["L"], TFSA_2021_2026),
  dividendsTaxRate: figure(["2"], DIVIDENDS_TAX),
} as const;

/** Amounts unchanged from 2021 to 2026 (CGT, s11F, TFSA, interest exemption, dividends tax). */
export const STABLE_AMOUNTS_2021_2026 = {
  interestExemption: { under65: 23_800, from65: 34_500 },
  capitalGains: {
    annualExclusion: 40_000,
    deathYearExclusion: 300_000,
    primaryResidenceExclusion: 2_000_000,
    inclusionRate: 0.4,
  },
  retirement: { deductionRate: 0.275, annualCap: 350_000 },
  tfsa: { annualLimit: 36_000, lifetimeLimit: 500_000 },
  dividendsTaxRate: 0.2,
} as const;
