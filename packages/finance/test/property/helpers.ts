import { expect } from "vitest";
import { randsToCents } from "../../src/core/money";
import {
  type TransferCostsResult,
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

/**
 * Every total of a transfer-cost result is the exact sum of its lines (compared in cents),
 * including each side's disbursement items.
 */
export function expectBreakdownAddsUp(r: TransferCostsResult): void {
  const t = r.transfer;
  const b = r.bond;
  expect(
    sumCents(t.transferDuty, t.attorneyFee, t.attorneyFeeVat, t.deedsOfficeFee, t.disbursements),
  ).toBe(sumCents(t.total));
  expect(sumCents(...t.disbursementItems.map((d) => d.amount))).toBe(sumCents(t.disbursements));
  expect(
    sumCents(
      b.attorneyFee,
      b.attorneyFeeVat,
      b.deedsOfficeFee,
      b.disbursements,
      b.bankInitiationFee,
    ),
  ).toBe(sumCents(b.total));
  expect(sumCents(...b.disbursementItems.map((d) => d.amount))).toBe(sumCents(b.disbursements));
  expect(sumCents(t.total, b.total)).toBe(sumCents(r.totalCosts));
  expect(sumCents(r.deposit, r.totalCosts)).toBe(sumCents(r.cashNeeded));
}
