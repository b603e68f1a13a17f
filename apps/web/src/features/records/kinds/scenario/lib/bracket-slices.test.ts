import { describe, expect, it } from "vitest";
import { bracketSlices } from "./bracket-slices";

const brackets = [
  { from: 0, to: 245_100, base: 0, rate: 0.18 },
  { from: 245_100, to: 383_100, base: 44_118, rate: 0.26 },
  { from: 383_100, to: 530_200, base: 79_998, rate: 0.31 },
  { from: 530_200, to: null, base: 125_599, rate: 0.36 },
];

describe("bracketSlices", () => {
  it("splits R300 000 into R245 100 at 18% and R54 900 at 26%, then shows the 31% bracket empty", () => {
    const slices = bracketSlices(brackets, 300_000);
    expect(slices.map((s) => [s.rate, s.income, s.marginal])).toEqual([
      ["18\u00a0%", 245_100, false],
      ["26\u00a0%", 54_900, true],
      ["31\u00a0%", 0, false],
    ]);
  });

  it("puts income above the last edge in the open-ended bracket", () => {
    const slices = bracketSlices(brackets, 1_000_000);
    expect(slices.at(-1)).toMatchObject({ rate: "36\u00a0%", income: 469_800, marginal: true });
    expect(slices.reduce((sum, s) => sum + s.income, 0)).toBe(1_000_000);
  });

  it("shows only the first two brackets for no income", () => {
    expect(bracketSlices(brackets, 0).map((s) => s.income)).toEqual([0, 0]);
  });
});
