import type { TaxYearTable } from "../table-schema";
import { brackets, figure } from "./build";
import { DEEMED_COST_2021 } from "./deemed-cost";
import {
  SARS_IND,
  SARS_MTC,
  STABLE_AMOUNTS_2021_2026,
  STABLE_FIGURES_2021_2026,
  THRESHOLDS_DERIVED,
} from "./sources";

/** Tax year 2021: 1 March 2020 – 28 February 2021 (Budget 26 February 2020). */
export const TAX_YEAR_2021: TaxYearTable = {
  id: "za-tax-2021@2020-02-26",
  taxYear: 2021,
  periodStart: "2020-03-01",
  periodEnd: "2021-02-28",
  source: `${SARS_IND} (bluelinecapital.co.za copy); yourtax.co.za/tax-tables/2021; mveforte.com`,
  brackets: brackets([
    [205_900, 0, 0.18],
    [321_600, 37_062, 0.26],
    [445_100, 67_144, 0.31],
    [584_200, 105_429, 0.36],
    [744_800, 155_505, 0.39],
    [1_577_300, 218_139, 0.41],
    [null, 559_464, 0.45],
  ]),
  rebates: { primary: 14_958, secondary: 8_199, tertiary: 2_736 },
  thresholds: { under65: 83_100, from65To74: 128_650, from75: 143_850 },
  medicalCredits: { mainMember: 319, firstDependant: 319, additionalDependant: 215 },
  ...STABLE_AMOUNTS_2021_2026,
  travel: { prescribedRateCentsPerKm: 398, deemedCost: DEEMED_COST_2021 },
  confidence: {
    brackets: figure(["S", "2"], `${SARS_IND}; yourtax.co.za/tax-tables/2021; mveforte.com`),
    rebates: figure(
      ["2"],
      "yourtax.co.za/tax-tables/2021; mveforte.com; businesslive.co.za 2020-02-27",
    ),
    thresholds: figure(["D"], THRESHOLDS_DERIVED),
    medicalCredits: figure(["S"], `${SARS_MTC} (2019–2022 page); sataxguide.co.za`),
    ...STABLE_FIGURES_2021_2026,
    "travel.prescribedRateCentsPerKm": figure(
      ["1"],
      "fixanswer.com quoting the notice: 398 cents from 1 March 2020",
    ),
    "travel.deemedCost": figure(["1"], "yourtax.co.za/tax-tables/2021"),
  },
};
