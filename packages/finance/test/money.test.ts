import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyRate, centsToRands, randsToCents, roundCents } from "../src/core/money";

describe("money rounding: nearest cent, halves away from zero", () => {
  it("1.005 rands is 101 cents (binary noise does not round it down)", () => {
    expect(randsToCents(1.005)).toBe(101);
  });
  it("-2.5 cents rounds to -3 cents", () => {
    expect(roundCents(-2.5)).toBe(-3);
  });
  it("0.1 + 0.2 rands is exactly 30 cents", () => {
    expect(randsToCents(0.1 + 0.2)).toBe(30);
  });
  it("15% of R99.99 = 1499.85 cents → 1500 cents", () => {
    expect(applyRate(9999, 0.15)).toBe(1500);
  });
  it("never returns negative zero", () => {
    expect(Object.is(roundCents(-0.4), 0)).toBe(true);
  });
  it("round-trips any whole number of cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(randsToCents(centsToRands(cents))).toBe(cents);
      }),
    );
  });
});
