import type { InvestmentComparisonResult, InvestmentYearRow } from "./investment-types";

/**
 * The year-by-year table of a comparison, as the screen and every report show it: a row per
 * year, a column per option, one measure per table. One definition, so the screen, the PDF, the
 * Word file and the spreadsheet cannot lay it out differently (review: the report listed
 * option × year rows while the screen showed a year × option grid).
 */
export const YEAR_GRID_MEASURES = [
  { key: "real", label: "In today's money", loop: "yearsReal" },
  { key: "afterTaxExitValue", label: "After tax", loop: "yearsAfterTax" },
  { key: "value", label: "Value", loop: "yearsValue" },
  { key: "contributed", label: "Paid in", loop: "yearsPaidIn" },
] as const satisfies readonly {
  key: keyof Omit<InvestmentYearRow, "year">;
  label: string;
  loop: string;
}[];
export type YearGridMeasure = (typeof YEAR_GRID_MEASURES)[number]["key"];

export interface YearGridRow {
  year: number;
  /** One value per option, in the comparison's order; null past an option's last year. */
  values: (number | null)[];
}

/** Year rows × option columns of one measure. */
export function yearGrid(
  result: Pick<InvestmentComparisonResult, "horizonYears" | "options">,
  measure: YearGridMeasure,
): YearGridRow[] {
  return Array.from({ length: result.horizonYears }, (_, i) => ({
    year: i + 1,
    values: result.options.map((option) => {
      const row = option.years[i];
      return row ? row[measure] : null;
    }),
  }));
}
