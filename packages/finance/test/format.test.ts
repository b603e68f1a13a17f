import { describe, expect, it } from "vitest";
import { formatRands, formatRate } from "../../src/tax/format";

describe("trace label formatting", () => {
  it.each([
    [0, "R0"],
    [5, "R0.05"],
    [99_999, "R999.99"],
    [100_000, "R1 000"],
    [100_100, "R1 001"],
    [100_000_000, "R1 000 000"],
    [123_456_789, "R1 234 567.89"],
    [1_000_000_000_000, "R10 000 000 000"],
    [-4_236_712, "-R42 367.12"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatRands(cents)).toBe(text);
  });
  it.each([
    [0.18, "18%"],
    [0.275, "27.5%"],
    [0.333, "33.3%"],
    [0.075, "7.5%"],
  ])("rate %d → %s", (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});
