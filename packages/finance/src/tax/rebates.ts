import { type Cents, randsToCents } from "../core/money";
import type { TaxYearTable } from "./table-schema";

export type AgeBand = "under-65" | "65-to-74" | "75-plus";

export interface Rebates {
  ageBand: AgeBand;
  primary: Cents;
  secondary: Cents;
  tertiary: Cents;
  total: Cents;
  /** The published tax threshold for the age band (rands as SARS prints it, in cents). */
  threshold: Cents;
}

/** s6(2): primary for all, secondary at 65+, tertiary at 75+ (age on the last day of the year). */
export function rebatesForAge(age: number, table: TaxYearTable): Rebates {
  const ageBand: AgeBand = age >= 75 ? "75-plus" : age >= 65 ? "65-to-74" : "under-65";
  const primary = randsToCents(table.rebates.primary);
  const secondary = age >= 65 ? randsToCents(table.rebates.secondary) : 0;
  const tertiary = age >= 75 ? randsToCents(table.rebates.tertiary) : 0;
  const threshold = randsToCents(
    ageBand === "75-plus"
      ? table.thresholds.from75
      : ageBand === "65-to-74"
        ? table.thresholds.from65To74
        : table.thresholds.under65,
  );
  return {
    ageBand,
    primary,
    secondary,
    tertiary,
    total: primary + secondary + tertiary,
    threshold,
  };
}
