import type { ParsedIncomeTaxInput } from "./income-tax-input";
import { TABLE_FIGURES, type TableFigure, type TaxYearTable } from "./table-schema";
import type { TravelMethod } from "./travel-deduction";

/** The table figures a calculation actually used. */
function figuresUsed(input: ParsedIncomeTaxInput, travelMethod: TravelMethod): TableFigure[] {
  const used: TableFigure[] = ["brackets", "rebates", "thresholds"];
  if (input.medicalSchemeMembers > 0 && input.medicalSchemeFees > 0) used.push("medicalCredits");
  if (input.localInterest > 0) used.push("interestExemption");
  if (input.localDividends > 0) used.push("dividendsTaxRate");
  if (input.capitalGains.length > 0) {
    used.push("capitalGains.inclusionRate");
    used.push(
      input.yearOfDeath ? "capitalGains.deathYearExclusion" : "capitalGains.annualExclusion",
    );
    if (input.capitalGains.some((entry) => entry.primaryResidence))
      used.push("capitalGains.primaryResidenceExclusion");
  }
  if (input.retirementContributions > 0 || input.retirementCarriedForward > 0) {
    used.push("retirement.deductionRate", "retirement.annualCap");
  }
  if (travelMethod === "prescribed-rate") used.push("travel.prescribedRateCentsPerKm");
  if (travelMethod === "deemed-cost") used.push("travel.deemedCost");
  return used;
}

/** Figures used by this calculation that the table marks as estimates. */
export function estimatedFiguresUsed(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
  travelMethod: TravelMethod,
): TableFigure[] {
  return figuresUsed(input, travelMethod).filter(
    (figure) => table.confidence[figure]?.estimate === true,
  );
}

/** Every figure of a table marked as an estimate (for an admin screen or a table banner). */
export function estimatedFigures(table: TaxYearTable): TableFigure[] {
  return TABLE_FIGURES.filter((figure) => table.confidence[figure]?.estimate === true);
}
