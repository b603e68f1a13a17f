import type { TaxYearTable } from "../table-schema";
import { brackets, figure } from "./build";
import { DEEMED_COST_2027 } from "./deemed-cost";
import { BUDGET_2026, REPO_2027, S11F_RATE } from "./sources";

const ESTIMATE = { estimate: true } as const;

/**
 * Tax year 2027: 1 March 2026 – 28 February 2027 (Budget 25 February 2026). Every figure here is
 * marked as an estimate: no stored copy of the SARS pages was seen and the Budget proposals'
 * enactment was not confirmed (docs/reference/sa-tax-facts.md §12). Check sars.gov.za before release.
 */
export const TAX_YEAR_2027: TaxYearTable = {
  id: "za-tax-2027@2026-02-25",
  taxYear: 2027,
  periodStart: "2026-03-01",
  periodEnd: "2027-02-28",
  source: `${BUDGET_2026}; ${REPO_2027}. Not confirmed on sars.gov.za.`,
  brackets: brackets([
    [245_100, 0, 0.18],
    [383_100, 44_118, 0.26],
    [530_200, 79_998, 0.31],
    [695_800, 125_599, 0.36],
    [887_000, 185_215, 0.39],
    [1_878_600, 259_783, 0.41],
    [null, 666_339, 0.45],
  ]),
  rebates: { primary: 17_820, secondary: 9_765, tertiary: 3_249 },
  thresholds: { under65: 99_000, from65To74: 153_250, from75: 171_300 },
  medicalCredits: { mainMember: 376, firstDependant: 376, additionalDependant: 254 },
  // Presumed unchanged: no Budget 2026 change list mentions the interest exemption.
  interestExemption: { under65: 23_800, from65: 34_500 },
  capitalGains: {
    annualExclusion: 50_000,
    deathYearExclusion: 440_000,
    primaryResidenceExclusion: 3_000_000,
    inclusionRate: 0.4,
  },
  retirement: { deductionRate: 0.275, annualCap: 430_000 },
  tfsa: { annualLimit: 46_000, lifetimeLimit: 500_000 },
  dividendsTaxRate: 0.2,
  travel: { prescribedRateCentsPerKm: 495, deemedCost: DEEMED_COST_2027 },
  confidence: {
    brackets: figure(
      ["2", "R", "D"],
      `${BUDGET_2026} (thesouthafrican.com rows 1–6; accountingweekly.com "R245 100"); ${REPO_2027}`,
      ESTIMATE,
    ),
    rebates: figure(["2", "R"], REPO_2027, ESTIMATE),
    thresholds: figure(
      ["2", "R", "D"],
      `RSM (R99 000); Daily Maverick ("R8 250 a month"); ${REPO_2027}`,
      ESTIMATE,
    ),
    medicalCredits: figure(
      ["2", "R"],
      `timeslive, accountingweekly, Daily Maverick (family of four R1 260/month); ${REPO_2027}`,
      ESTIMATE,
    ),
    interestExemption: figure(
      ["U"],
      "Presumed unchanged at R23 800 / R34 500: not in any Budget 2026 change list; notho repo figures sheet (July 2026). Not confirmed on SARS.",
      ESTIMATE,
    ),
    "capitalGains.annualExclusion": figure(
      ["2"],
      `${BUDGET_2026} (Moonstone, Businessday)`,
      ESTIMATE,
    ),
    "capitalGains.deathYearExclusion": figure(
      ["2"],
      `${BUDGET_2026} (Moonstone, Businessday)`,
      ESTIMATE,
    ),
    "capitalGains.primaryResidenceExclusion": figure(
      ["2"],
      'thesouthafrican.com 2026-03-08 ("from 1 March 2026… R2 million to R3 million"); Moonstone',
      ESTIMATE,
    ),
    "capitalGains.inclusionRate": figure(
      ["2"],
      "Moonstone 2026 (max effective rate still 18%)",
      ESTIMATE,
    ),
    "retirement.deductionRate": figure(["S"], S11F_RATE, ESTIMATE),
    "retirement.annualCap": figure(
      ["2", "R"],
      `${BUDGET_2026} (zawya, mondaq, Moonstone, Businessday); ${REPO_2027}. Caveat: one report says the Rates Act gazetted 1 April 2026 left it out — check the enacted Act.`,
      ESTIMATE,
    ),
    "tfsa.annualLimit": figure(["2"], BUDGET_2026, ESTIMATE),
    "tfsa.lifetimeLimit": figure(
      ["L", "R"],
      "s12T(4)(c); timeslive 2026-02-24; notho repo",
      ESTIMATE,
    ),
    dividendsTaxRate: figure(["2"], "20% since 22 Feb 2017; no later change found", ESTIMATE),
    "travel.prescribedRateCentsPerKm": figure(
      ["R"],
      'Payroll seed repo citing the SARS rates-per-km page ("last updated 26/02/2026")',
      ESTIMATE,
    ),
    "travel.deemedCost": figure(
      ["U"],
      "ESTIMATE: SARS 2027 table not found; the 2026 table (Profmark Tax Guide 2025 p. 8) carried forward",
      ESTIMATE,
    ),
  },
};
