import type { DeemedCostBand } from "../table-schema";

/**
 * SARS deemed vehicle cost tables (value incl. VAT → fixed cost R p.a., fuel c/km, maintenance
 * c/km). The top band repeats the last published row for vehicles above the ceiling.
 * Sources: docs/reference/sa-tax-facts.md §6 — yourtax.co.za/tax-tables/2021, /2022, /2023 (tag 1; 2023 also in a NUST
 * exam-paper copy, 2); 2024 yourtax.co.za + NUST copy (2); 2026 Profmark Tax Guide 2025 p. 8 (1).
 * SARS's own 2025 and 2027 tables were not found. Those years carry the nearest published table
 * forward, marked as estimates in the year's confidence entry (never the per-km rate, which is the
 * simplified method for reimbursive allowances and understates a deemed-cost claim).
 */

type Row = readonly [to: number | null, fixedCost: number, fuel: number, maintenance: number];

function bands(rows: readonly Row[]): DeemedCostBand[] {
  let from = 0;
  return rows.map(([to, fixedCost, fuelCentsPerKm, maintenanceCentsPerKm]) => {
    const band = { from, to, fixedCost, fuelCentsPerKm, maintenanceCentsPerKm };
    from = to ?? from;
    return band;
  });
}

export const DEEMED_COST_2021 = bands([
  [95_000, 31_332, 105.8, 37.4],
  [190_000, 55_594, 118.1, 46.8],
  [285_000, 80_539, 128.3, 51.6],
  [380_000, 102_211, 138.0, 56.4],
  [475_000, 123_955, 147.7, 66.2],
  [570_000, 146_753, 169.4, 77.8],
  [665_000, 169_552, 175.1, 96.6],
  [null, 169_552, 175.1, 96.6],
]);

export const DEEMED_COST_2022 = bands([
  [95_000, 29_504, 104.1, 38.6],
  [190_000, 52_226, 116.2, 48.3],
  [285_000, 75_039, 126.3, 53.2],
  [380_000, 94_871, 135.8, 58.1],
  [475_000, 114_781, 145.3, 68.3],
  [570_000, 135_746, 166.7, 80.2],
  [665_000, 156_711, 172.4, 99.6],
  [null, 156_711, 172.4, 99.6],
]);

export const DEEMED_COST_2023 = bands([
  [95_000, 29_836, 131.7, 40.9],
  [190_000, 52_889, 147.0, 51.1],
  [285_000, 76_033, 159.7, 56.3],
  [380_000, 96_197, 171.8, 61.5],
  [475_000, 116_438, 183.8, 72.3],
  [570_000, 137_735, 210.8, 84.9],
  [665_000, 159_031, 218.0, 105.5],
  [null, 159_031, 218.0, 105.5],
]);

export const DEEMED_COST_2024 = bands([
  [100_000, 33_760, 141.5, 43.8],
  [200_000, 60_329, 158.0, 54.8],
  [300_000, 86_958, 171.7, 60.4],
  [400_000, 110_554, 184.6, 65.9],
  [500_000, 134_150, 197.6, 77.5],
  [600_000, 158_856, 226.6, 91.0],
  [700_000, 183_611, 230.5, 102.1],
  [800_000, 209_685, 234.3, 113.1],
  [null, 209_685, 234.3, 113.1],
]);

export const DEEMED_COST_2026 = bands([
  [100_000, 33_940, 146.7, 47.4],
  [200_000, 60_688, 163.8, 59.3],
  [300_000, 87_497, 177.9, 65.4],
  [400_000, 111_273, 191.4, 71.4],
  [500_000, 135_048, 204.8, 83.9],
  [600_000, 159_934, 234.9, 98.5],
  [700_000, 184_867, 238.9, 110.5],
  [800_000, 211_121, 242.9, 122.5],
  [null, 211_121, 242.9, 122.5],
]);

/**
 * Tax year 2025 (ESTIMATE): the 2024 table carried forward. A NUST exam-paper tax guide prints
 * "DEEMED EXPENDITURE - 2025 (updated table not available at time of publication)" with exactly
 * the 2024 figures (exampapers.nust.na, HASH1e70ea2caab22154f8b951).
 */
export const DEEMED_COST_2025 = DEEMED_COST_2024;

/** Tax year 2027 (ESTIMATE): the 2026 table carried forward until SARS publishes the 2027 one. */
export const DEEMED_COST_2027 = DEEMED_COST_2026;
