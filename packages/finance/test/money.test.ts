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
  }, 10_000);
});

describe("roundCents fast path gives the same result as the reference (toPrecision) rule", () => {
  // The rule as first written, kept here as the oracle for the fast path in money.ts.
  function referenceRoundCents(value: number): number {
    const cleaned = Number(value.toPrecision(15));
    const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned));
    return rounded === 0 ? 0 : rounded;
  }
  const same = (value: number) => {
    expect(Object.is(roundCents(value), referenceRoundCents(value))).toBe(true);
  };
  it("agrees on arbitrary doubles up to ±1e15", () => {
    fc.assert(fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), same), {
      numRuns: 5000,
    });
  }, 10_000);
  it("agrees next to halves (n + 0.5 ± a few ulps), where noise decides", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -8, max: 8 }),
        (whole, ulps) => same(whole + 0.5 + ulps * Number.EPSILON * Math.max(1, Math.abs(whole))),
      ),
      { numRuns: 5000 },
    );
  }, 10_000);
  it("agrees on cents × rate products such as interest", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, basisPoints) => same((cents * (basisPoints / 100)) / 1200),
      ),
      { numRuns: 5000 },
    );
  }, 10_000);
  it("agrees on the known noisy cases 1.005 rands, 0.1 + 0.2 and 2.675 × 100", () => {
    for (const value of [
      100.49999999999999,
      1.005 * 100,
      (0.1 + 0.2) * 100,
      2.675 * 100,
      -0.5,
      0.5,
    ]) {
      same(value);
    }
  });
});
