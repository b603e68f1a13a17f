import {
  formatCentsInText,
  formatCentsPerKm,
  formatDecimal,
  formatKilometres,
  formatWhole,
} from "@adviser-desk/format";
import { type Cents, type Rands, randsToCents, roundCents } from "../core/money";
import { type TraceLine, traceLine } from "../core/trace";
import type { ParsedIncomeTaxInput } from "./income-tax-input";
import type { DeemedCostBand, TaxYearTable } from "./table-schema";

export type TravelMethod = "none" | "actual-costs" | "deemed-cost" | "prescribed-rate";

export interface TravelDeduction {
  method: TravelMethod;
  amount: Cents;
  lines: TraceLine[];
}

/**
 * s8(1)(b): business travel against a travel allowance. Method, in order of preference:
 *  1. actual costs (travelActualCosts × business km ÷ total km);
 *  2. the SARS deemed cost table (vehicleValue given and the year has a table): fixed cost × business
 *     km ÷ total km + (fuel + maintenance) c/km × business km — we assume the employee bears all
 *     fuel and maintenance and had the vehicle all year (no pro-rating of the fixed cost);
 *  3. otherwise the prescribed rate per km × business km (a simplification the product uses when
 *     no vehicle details are given).
 * The deduction never exceeds the allowance.
 */
export function assessTravelDeduction(
  input: ParsedIncomeTaxInput,
  table: TaxYearTable,
): TravelDeduction {
  const allowance = randsToCents(input.travelAllowance);
  const businessKm = input.businessKilometres;
  if (allowance === 0 || businessKm === 0) {
    const lines =
      businessKm > 0
        ? [
            traceLine(
              "No travel allowance received: no deduction for business kilometres",
              0,
              "s8(1)(b) applies only against a travel allowance",
            ),
          ]
        : [];
    return { method: "none", amount: 0, lines };
  }

  const lines: TraceLine[] = [];
  let method: TravelMethod;
  let claim: Cents;
  let rule: string;
  const band = findBand(table.travel.deemedCost, input.vehicleValue);
  if (input.travelActualCosts > 0) {
    method = "actual-costs";
    claim = roundCents(
      (randsToCents(input.travelActualCosts) * businessKm) / input.totalKilometres,
    );
    rule = `s8(1)(b)(ii): actual costs ${formatCentsInText(randsToCents(input.travelActualCosts))} × ${formatWhole(businessKm)} ÷ ${formatKilometres(input.totalKilometres)}`;
  } else if (input.vehicleValue > 0 && band !== undefined) {
    method = "deemed-cost";
    const fixedShare = (randsToCents(band.fixedCost) * businessKm) / input.totalKilometres;
    const running = (band.fuelCentsPerKm + band.maintenanceCentsPerKm) * businessKm;
    claim = roundCents(fixedShare + running);
    rule = `s8(1)(b)(iii) deemed cost table ${table.taxYear}: ${formatCentsInText(randsToCents(band.fixedCost))} × ${formatWhole(businessKm)} ÷ ${formatKilometres(input.totalKilometres)} + (${formatDecimal(band.fuelCentsPerKm, 1)} + ${formatCentsPerKm(band.maintenanceCentsPerKm)}) × ${formatKilometres(businessKm)}`;
  } else {
    method = "prescribed-rate";
    claim = roundCents(table.travel.prescribedRateCentsPerKm * businessKm);
    rule = `${formatKilometres(businessKm)} business × ${formatCentsPerKm(table.travel.prescribedRateCentsPerKm)} prescribed rate (simplification)`;
    if (input.vehicleValue > 0) {
      // Which years lack the table, and the sources searched: docs/reference/sa-tax-facts.md §6.
      lines.push(
        traceLine(
          `No deemed cost table for tax year ${table.taxYear}: prescribed rate used instead`,
          0,
          "this rate table has no deemed cost table (s8(1)(b)(iii))",
        ),
      );
    }
  }
  const amount = Math.min(claim, allowance);
  lines.push(traceLine("Less: business travel", -amount, rule));
  if (amount < claim) {
    lines.push(
      traceLine(
        `Travel claim ${formatCentsInText(claim)} limited to the allowance`,
        0,
        "s8(1)(b): deduction cannot exceed the allowance",
      ),
    );
  }
  return { method, amount, lines };
}

function findBand(
  bands: readonly DeemedCostBand[] | null,
  vehicleValue: Rands,
): DeemedCostBand | undefined {
  if (bands === null) return undefined;
  return bands.find(
    (band, index) =>
      (index === 0 || vehicleValue > band.from) && (band.to === null || vehicleValue <= band.to),
  );
}
