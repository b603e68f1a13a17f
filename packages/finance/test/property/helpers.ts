import { randsToCents } from "../../src/core/money";
import {
  type TransferDutyTable,
  transferCostTariffs,
  transferDutyTables,
} from "../../src/property";

/** A built-in duty table by id (fails the test loudly when it is missing). */
export function dutyTable(id: string): TransferDutyTable {
  const table = transferDutyTables.find((t) => t.id === id);
  if (!table) throw new Error(`no built-in table ${id}`);
  return table;
}

export function tariffIds(): string[] {
  return transferCostTariffs.map((t) => t.id);
}

/** Sums rand amounts in cents, so "adds up to the cent" is an exact comparison. */
export function sumCents(...rands: number[]): number {
  return rands.reduce((sum, r) => sum + randsToCents(r), 0);
}

/** An ISO date from parts, without `Date` (banned in the finance package). */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
