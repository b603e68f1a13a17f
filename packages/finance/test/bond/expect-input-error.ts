import { expect } from "vitest";
import { FinanceInputError } from "../../src/core/errors";

/** Asserts that `run` throws a FinanceInputError whose first problem is on `field`. */
export function expectInputError(run: () => unknown, field: string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(FinanceInputError);
  if (thrown instanceof FinanceInputError) expect(thrown.field).toBe(field);
}
