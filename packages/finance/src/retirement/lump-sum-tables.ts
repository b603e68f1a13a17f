import { deepFreeze } from "../core/deep-freeze";
import { brackets } from "../tax/tables/build";
import type { LumpSumTable } from "./lump-sum-table-schema";

/**
 * Built-in lump-sum tables by first day of accrual. Sources in each `source`; figures and the
 * disagreements between sources are in docs/reference/retirement-and-provisional-tax.md
 * §1–§4. Bases were re-derived from the bands (the validator checks them).
 */
const TABLE_B_RETIREMENT = brackets([
  [550_000, 0, 0],
  [770_000, 0, 0.18],
  [1_155_000, 39_600, 0.27],
  [null, 143_550, 0.36],
]);
const TABLE_B_WITHDRAWAL = brackets([
  [27_500, 0, 0],
  [726_000, 0, 0.18],
  [1_089_000, 125_730, 0.27],
  [null, 223_740, 0.36],
]);

export const lumpSumTables: readonly LumpSumTable[] = deepFreeze([
  {
    id: "za-lump-sum@2014-03-01",
    effectiveFrom: "2014-03-01",
    source:
      'Income Tax Act 58 of 1962, Second Schedule para 5 (retirement) and para 6 (withdrawal); SARS "Retirement Lump Sum Benefits" (sars.gov.za/tax-rates/income-tax/retirement-lump-sum-benefits, rows for the 2022 and 2023 tax years); justsa.co.za; Nexia Tax Guide 2018 p. 14. De minimis R247 500 from 1 March 2016 (SARS "Tax and Retirement"; R75 000 before, not modelled)',
    estimate: false,
    retirement: brackets([
      [500_000, 0, 0],
      [700_000, 0, 0.18],
      [1_050_000, 36_000, 0.27],
      [null, 130_500, 0.36],
    ]),
    withdrawal: brackets([
      [25_000, 0, 0],
      [660_000, 0, 0.18],
      [990_000, 114_300, 0.27],
      [null, 203_400, 0.36],
    ]),
    deMinimis: 247_500,
  },
  {
    id: "za-lump-sum@2023-03-01",
    effectiveFrom: "2023-03-01",
    source:
      'Income Tax Act 58 of 1962, Second Schedule para 5 (retirement) and para 6 (withdrawal); SARS "Retirement Lump Sum Benefits" (sars.gov.za/tax-rates/income-tax/retirement-lump-sum-benefits: "2024 tax year (1 March 2023 – 29 February 2024) – See changes from last year"; 2025 and 2026: no changes); Profmark Tax Guide 2024 p. 14; Allan Gray. De minimis R247 500 (SARS "Tax and Retirement")',
    estimate: false,
    retirement: TABLE_B_RETIREMENT,
    withdrawal: TABLE_B_WITHDRAWAL,
    deMinimis: 247_500,
  },
  {
    id: "za-lump-sum@2026-03-01",
    effectiveFrom: "2026-03-01",
    source:
      "ESTIMATE: no change to the lump-sum tables reported in Budget 2026 (Sanlam, BusinessDay 2026-02-25 list other retirement changes), so the 1 March 2023 tables are carried forward; de minimis R360 000 from 1 March 2026 is a Budget 2026 proposal (Sanlam 2026-02-26; BusinessDay 2026-02-25), enactment not confirmed",
    estimate: true,
    retirement: TABLE_B_RETIREMENT,
    withdrawal: TABLE_B_WITHDRAWAL,
    deMinimis: 360_000,
  },
]);
