import type { TableFigure, TaxYearTable } from "@adviser-desk/finance";

/** What each table figure is, in words an adviser reads. */
const FIGURE_LABELS: Record<TableFigure, string> = {
  brackets: "Tax brackets",
  rebates: "Rebates",
  thresholds: "Tax thresholds",
  medicalCredits: "Medical scheme fees credits",
  interestExemption: "Interest exemption",
  "capitalGains.annualExclusion": "Capital gains annual exclusion",
  "capitalGains.deathYearExclusion": "Capital gains exclusion in the year of death",
  "capitalGains.primaryResidenceExclusion": "Primary residence exclusion",
  "capitalGains.inclusionRate": "Capital gains inclusion rate",
  "retirement.deductionRate": "Retirement deduction rate (27,5\u00a0%)",
  "retirement.annualCap": "Retirement deduction annual cap",
  "tfsa.annualLimit": "Tax-free savings annual limit",
  "tfsa.lifetimeLimit": "Tax-free savings lifetime limit",
  dividendsTaxRate: "Dividends tax rate",
  "travel.prescribedRateCentsPerKm": "Prescribed rate per km",
  "travel.deemedCost": "Deemed vehicle cost table",
};

export interface EstimateNote {
  figure: TableFigure;
  label: string;
  /** Where the figure comes from and why it is not confirmed. */
  reason: string;
}

/** The estimated figures a result used, with their sources from the year's table. */
export function estimateNotes(
  figures: readonly TableFigure[],
  table: TaxYearTable,
): EstimateNote[] {
  return figures.map((figure) => ({
    figure,
    label: FIGURE_LABELS[figure],
    reason: `Not yet confirmed by SARS. Source: ${table.confidence[figure]?.source ?? "not recorded"}`,
  }));
}

/** The reason shown on a result line that relies on one of `figures` (first estimated one). */
export function estimateReasonFor(
  notes: readonly EstimateNote[],
  figures: readonly TableFigure[],
): string | undefined {
  const hits = notes.filter((note) => figures.includes(note.figure));
  if (hits.length === 0) return undefined;
  return `${hits.map((hit) => hit.label).join(", ")}: estimate. ${hits[0]?.reason ?? ""}`;
}
