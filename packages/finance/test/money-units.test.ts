import { describe, expect, it } from "vitest";
import {
  applyRate,
  type Cents,
  centsToRands,
  type Percent,
  type Rands,
  type Rate,
  randsFrom,
  randsToCents,
} from "../src/core/money";

// The compiler is the test here: each @ts-expect-error fails the type check (tsc -b) when the
// line below it compiles, so a unit that silently fits another unit's slot breaks the build.
describe("money units are types", () => {
  const cents: Cents = randsToCents(randsFrom(12.34));
  const rands: Rands = centsToRands(cents);
  const rate: Rate = 0.15;
  const percent: Percent = 15;

  it("cents cannot be passed where rands are wanted, nor rands where cents are", () => {
    // @ts-expect-error cents are not rands
    const asRands: Rands = cents;
    // @ts-expect-error rands are not cents
    const asCents: Cents = rands;
    // @ts-expect-error centsToRands takes cents
    centsToRands(rands);
    // @ts-expect-error randsToCents takes rands
    randsToCents(cents);
    expect([asRands, asCents]).toEqual([1234, 12.34]);
  });

  it("a percentage is not a rate, and neither is money", () => {
    // @ts-expect-error 15 % is 0.15 as a rate
    applyRate(cents, percent);
    // @ts-expect-error an amount is not a rate
    applyRate(cents, rands);
    expect(applyRate(cents, rate)).toBe(185);
  });

  it("a plain number from JSON enters as rands through randsFrom, unchanged", () => {
    const fromJson: unknown = JSON.parse("1500000.5");
    expect(randsToCents(randsFrom(fromJson as number))).toBe(150_000_050);
  });
});
