import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatIsoDateLong,
  formatPercent,
  formatRands,
  formatRate,
} from "../src/core/format";

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
    [0, "0"],
    [150_000_000, "1 500 000"],
    [150_000_050, "1 500 000.50"],
    [121_000_000, "1 210 000"],
    [-4_236_712, "-42 367.12"],
  ])("%i cents in a formula → %s", (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });
  it("a non-finite amount (a broken table's step of 0) prints instead of looping", () => {
    expect(formatRands(Number.POSITIVE_INFINITY)).toContain("Infinity");
  });
  it.each([
    [0.18, "18%"],
    [0.275, "27.5%"],
    [0.333, "33.3%"],
    [0.075, "7.5%"],
  ])("rate %d → %s", (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
  it.each([
    [3, "3%"],
    [2.5, "2.5%"],
    [0.1 + 0.2, "0.3%"],
  ])("percentage %d → %s", (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });
  it.each([
    ["2025-04-01", "1 April 2025"],
    ["2023-03-01", "1 March 2023"],
    ["2024-12-31", "31 December 2024"],
  ])("%s → %s", (isoDate, text) => {
    expect(formatIsoDateLong(isoDate)).toBe(text);
  });
});
