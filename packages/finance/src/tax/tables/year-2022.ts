import type { TaxYearTable } from "../table-schema";
import { brackets, figure } from "./build";
import { DEEMED_COST_2022 } from "./deemed-cost";
import { SARS_IND, SARS_MTC, STABLE_AMOUNTS_2021_2026, STABLE_FIGURES_2021_2026 } from "./sources";

/** Tax year 2022: 1 March 2021 – 28 February 2022 (Budget 24 February 2021). */
export const TAX_YEAR_2022: TaxYearTable = {
  id: "za-tax-2022@2021-02-24",
  taxYear: 2022,
  periodStart: "2021-03-01",
  periodEnd: "2022-02-28",
  source: `${SARS_IND}; yourtax.co.za/tax-tables/2022`,
  brackets: brackets([
    [216_200, 0, 0.18],
    [337_800, 38_916, 0.26],
    [467_500, 70_532, 0.31],
    [613_600, 110_739, 0.36],
    [782_200, 163_335, 0.39],
    [1_656_600, 229_089, 0.41],
    [null, 587_593, 0.45],
  ]),
  rebates: { primary: 15_714, secondary: 8_613, tertiary: 2_871 },
  thresholds: { under65: 87_300, from65To74: 135_150, from75: 151_100 },
  medicalCredits: { mainMember: 332, firstDependant: 332, additionalDependant: 224 },
  ...STABLE_AMOUNTS_2021_2026,
  travel: { prescribedRateCentsPerKm: 382, deemedCost: DEEMED_COST_2022 },
  confidence: {
    brackets: figure(["S"], SARS_IND),
    rebates: figure(["S"], `${SARS_IND}; taxsummaries.pwc.com`),
    thresholds: figure(["S"], `${SARS_IND}; taxsummaries.pwc.com`),
    medicalCredits: figure(["S", "2"], `${SARS_MTC}; taxsummaries.pwc.com`),
    ...STABLE_FIGURES_2021_2026,
    "travel.prescribedRateCentsPerKm": figure(["1"], 'crs.co.za 2022 ("R4.18 (previously R3.82)")'),
    "travel.deemedCost": figure(["1"], "yourtax.co.za/tax-tables/2022"),
  },
};
