import { deepFreeze } from "../../core/deep-freeze";
import { FinanceInputError } from "../../core/errors";
import type { TaxYearTable } from "../table-schema";
import { TAX_YEAR_2021 } from "./year-2021";
import { TAX_YEAR_2022 } from "./year-2022";
import { TAX_YEAR_2023 } from "./year-2023";
import { TAX_YEAR_2027 } from "./year-2027";
import { TAX_YEAR_2024, TAX_YEAR_2025, TAX_YEAR_2026 } from "./years-2024-to-2026";

const BUILT_IN: ReadonlyMap<number, TaxYearTable> = new Map(
  [
    TAX_YEAR_2021,
    TAX_YEAR_2022,
    TAX_YEAR_2023,
    TAX_YEAR_2024,
    TAX_YEAR_2025,
    TAX_YEAR_2026,
    TAX_YEAR_2027,
  ].map((table) => [table.taxYear, deepFreeze(table)]),
);

/** The SARS years of assessment with a built-in table: 2021 … 2027. */
export const builtInTaxYears: readonly number[] = Object.freeze([...BUILT_IN.keys()]);

/** The built-in (frozen) table for a year of assessment; an unknown year names "taxYear". */
export function taxYearTable(year: number): TaxYearTable {
  const table = BUILT_IN.get(year);
  if (table === undefined) {
    throw new FinanceInputError([
      {
        path: "taxYear",
        message: `no built-in table for tax year ${String(year)} (built in: ${builtInTaxYears.join(", ")})`,
      },
    ]);
  }
  return table;
}
