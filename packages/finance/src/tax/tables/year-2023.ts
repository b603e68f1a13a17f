import type { TaxYearTable } from "../table-schema";
import { brackets, figure } from "./build";
import { DEEMED_COST_2023 } from "./deemed-cost";
import { SARS_IND, SARS_MTC, STABLE_AMOUNTS_2021_2026, STABLE_FIGURES_2021_2026 } from "./sources";

/** Tax year 2023: 1 March 2022 – 28 February 2023 (Budget 23 February 2022). */
export const TAX_YEAR_2023: TaxYearTable = {
  id: "za-tax-2023@2022-02-23",
  taxYear: 2023,
  periodStart: "2022-03-01",
  periodEnd: "2023-02-28",
  source: `${SARS_IND} ("23 February 2022 – See the changes from the previous year"); yourtax.co.za/tax-tables/2023; patc.co.za`,
  brackets: brackets([
    [226_000, 0, 0.18],
    [353_100, 40_680, 0.26],
    [488_700, 73_726, 0.31],
    [641_400, 115_762, 0.36],
    [817_600, 170_734, 0.39],
    [1_731_600, 239_452, 0.41],
    [null, 614_192, 0.45],
  ]),
  rebates: { primary: 16_425, secondary: 9_000, tertiary: 2_997 },
  thresholds: { under65: 91_250, from65To74: 141_250, from75: 157_900 },
  medicalCredits: { mainMember: 347, firstDependant: 347, additionalDependant: 234 },
  ...STABLE_AMOUNTS_2021_2026,
  travel: { prescribedRateCentsPerKm: 418, deemedCost: DEEMED_COST_2023 },
  confidence: {
    brackets: figure(["S"], SARS_IND),
    rebates: figure(["S"], `${SARS_IND}; patc.co.za`),
    thresholds: figure(["S"], `${SARS_IND}; patc.co.za`),
    medicalCredits: figure(["S"], `${SARS_MTC} (2022–2026 page)`),
    ...STABLE_FIGURES_2021_2026,
    "travel.prescribedRateCentsPerKm": figure(["2"], "mjminter.co.za; crs.co.za; pagsa.org.za"),
    "travel.deemedCost": figure(["2"], "yourtax.co.za/tax-tables/2023; NUST exam-paper copy"),
  },
};
