import { expect } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import {
  calculateIncomeTax,
  type IncomeTaxInput,
  type IncomeTaxResult,
  taxYearTable,
} from "../../src/tax";

/** Assess `input` with the built-in table for `year`. */
export function assess(year: number, input: IncomeTaxInput): IncomeTaxResult {
  return calculateIncomeTax(input, taxYearTable(year));
}

/** Asserts that `run` throws FinanceInputError naming `field`. */
export function expectFieldError(run: () => unknown, field: string): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(FinanceInputError);
  if (caught instanceof FinanceInputError) expect(caught.field).toBe(field);
}

/** A deep, mutable copy of a built-in table (they are frozen), for breaking invariants in tests. */
export function editableTable(year: number): ReturnType<typeof taxYearTable> {
  return structuredClone(taxYearTable(year));
}
