import { bench } from "mitata";
import {
  calculateTransferCosts,
  calculateTransferDuty,
  transferCostTablesFor,
  transferDutyTableFor,
} from "../src/property";

/** Benches for transfer duty and the full transfer + bond cost calculation (bench/run.ts runs them). */
export function registerPropertyBenches(): void {
  const dutyTable = transferDutyTableFor("2025-09-15");
  const tables = transferCostTablesFor("2025-09-15");

  bench("property: transfer duty, R1 500 000 (table from 1 April 2025)", () =>
    calculateTransferDuty(1_500_000, dutyTable),
  );

  bench("property: transfer duty table lookup by date", () => transferDutyTableFor("2025-09-15"));

  bench("property: full transfer + bond costs, R1 500 000 with a R1 350 000 bond", () =>
    calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: "2025-09-15", bondAmount: 1_350_000 },
      tables,
    ),
  );
}
