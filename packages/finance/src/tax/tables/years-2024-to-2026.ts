import type { TaxYearTable } from "../table-schema";
import { brackets, figure } from "./build";
import { DEEMED_COST_2024, DEEMED_COST_2025, DEEMED_COST_2026 } from "./deemed-cost";
import { SARS_IND, SARS_MTC, STABLE_AMOUNTS_2021_2026, STABLE_FIGURES_2021_2026 } from "./sources";

/**
 * Tax years 2024, 2025 and 2026 share one rate table: the 2024 Budget (21 Feb 2024) and the 2025
 * Budget (12 March 2025, re-tabled 21 May 2025) left brackets, rebates and medical credits
 * unchanged. Only the travel figures differ by year.
 */
const SHARED_2024_TO_2026 = {
  source: `${SARS_IND} ("2026 tax year … No change since 2024"; "12 March 2025 – No changes"); hasaccountingandtax.com "Tax Table (2024FY – 2026FY)"`,
  brackets: brackets([
    [237_100, 0, 0.18],
    [370_500, 42_678, 0.26],
    [512_800, 77_362, 0.31],
    [673_000, 121_475, 0.36],
    [857_900, 179_147, 0.39],
    [1_817_000, 251_258, 0.41],
    [null, 644_489, 0.45],
  ]),
  // Thresholds as SARS publishes them: 148 216.67 and 165 688.89 rounded up to the rand.
  rebates: { primary: 17_235, secondary: 9_444, tertiary: 3_145 },
  thresholds: { under65: 95_750, from65To74: 148_217, from75: 165_689 },
  medicalCredits: { mainMember: 364, firstDependant: 364, additionalDependant: 246 },
  ...STABLE_AMOUNTS_2021_2026,
};

const SHARED_CONFIDENCE = {
  brackets: figure(["S"], SARS_IND),
  rebates: figure(["S"], SARS_IND),
  thresholds: figure(["S"], `${SARS_IND} (65+ and 75+ rounded up to the rand)`),
  medicalCredits: figure(["S"], `${SARS_MTC} ("12 March 2025 – No changes")`),
  ...STABLE_FIGURES_2021_2026,
};

/** Tax year 2024: 1 March 2023 – 29 February 2024 (Budget 22 February 2023). */
export const TAX_YEAR_2024: TaxYearTable = {
  id: "za-tax-2024@2023-02-22",
  taxYear: 2024,
  periodStart: "2023-03-01",
  periodEnd: "2024-02-29",
  ...SHARED_2024_TO_2026,
  travel: { prescribedRateCentsPerKm: 464, deemedCost: DEEMED_COST_2024 },
  confidence: {
    ...SHARED_CONFIDENCE,
    "travel.prescribedRateCentsPerKm": figure(["1"], 'crs.co.za 2023 ("from R4,18 to R4,64")'),
    "travel.deemedCost": figure(["2"], "yourtax.co.za/tax-tables/2024; NUST exam-paper copy"),
  },
};

/** Tax year 2025: 1 March 2024 – 28 February 2025 (Budget 21 February 2024: no change). */
export const TAX_YEAR_2025: TaxYearTable = {
  id: "za-tax-2025@2024-02-21",
  taxYear: 2025,
  periodStart: "2024-03-01",
  periodEnd: "2025-02-28",
  ...SHARED_2024_TO_2026,
  travel: { prescribedRateCentsPerKm: 484, deemedCost: DEEMED_COST_2025 },
  confidence: {
    ...SHARED_CONFIDENCE,
    "travel.prescribedRateCentsPerKm": figure(
      ["1"],
      'accountingacademy.co.za ("R4,84… on or after 1 March 2024", GN 4456); Sage community',
    ),
    "travel.deemedCost": figure(
      ["1"],
      'ESTIMATE: SARS 2025 table not found; the 2024 table carried forward, as a NUST tax guide prints it ("DEEMED EXPENDITURE - 2025 (updated table not available at time of publication)")',
      { estimate: true },
    ),
  },
};

/** Tax year 2026: 1 March 2025 – 28 February 2026 (Budget 12 March 2025: no change). */
export const TAX_YEAR_2026: TaxYearTable = {
  id: "za-tax-2026@2025-03-12",
  taxYear: 2026,
  periodStart: "2025-03-01",
  periodEnd: "2026-02-28",
  ...SHARED_2024_TO_2026,
  travel: { prescribedRateCentsPerKm: 476, deemedCost: DEEMED_COST_2026 },
  confidence: {
    ...SHARED_CONFIDENCE,
    "travel.prescribedRateCentsPerKm": figure(
      ["1"],
      'Sage community hub ("decreased from R4.84 to R4.76", effective 1 March 2025)',
    ),
    "travel.deemedCost": figure(["1"], 'Profmark Tax Guide 2025 p. 8, "tax year ending 2026"'),
  },
};
