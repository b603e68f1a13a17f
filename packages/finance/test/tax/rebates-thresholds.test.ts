import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

describe("s6(2) rebates by age on the last day of the year (2026, salary 500 000: tax before rebates 77 362 + 31% × 129 500 = 117 507)", () => {
  it("age 64: primary only, 117 507 − 17 235 = 100 272", () => {
    const result = assess(2026, { age: 64, salary: 500_000 });
    expect(result.rebates).toBe(17_235);
    expect(result.taxPayable).toBe(100_272);
    expect(result.ageBand).toBe("under-65");
  });
  it("age 65: primary + secondary, 117 507 − (17 235 + 9 444) = 90 828", () => {
    const result = assess(2026, { age: 65, salary: 500_000 });
    expect(result.rebates).toBe(26_679);
    expect(result.taxPayable).toBe(90_828);
    expect(result.trace.map((line) => line.rule)).toContain("s6(2)(b) secondary rebate");
  });
  it("age 74: still primary + secondary = 90 828", () => {
    expect(assess(2026, { age: 74, salary: 500_000 }).taxPayable).toBe(90_828);
  });
  it("age 75: primary + secondary + tertiary, 117 507 − 29 824 = 87 683", () => {
    const result = assess(2026, { age: 75, salary: 500_000 });
    expect(result.rebates).toBe(29_824);
    expect(result.taxPayable).toBe(87_683);
    expect(result.ageBand).toBe("75-plus");
  });
  it("2027, age 80, salary 500 000: 79 998 + 31% × 116 900 − (17 820 + 9 765 + 3 249) = 85 403", () => {
    expect(assess(2027, { age: 80, salary: 500_000 }).taxPayable).toBe(85_403);
  });
  it("2021, age 70, salary 300 000: 37 062 + 26% × 94 100 − (14 958 + 8 199) = 38 371", () => {
    expect(assess(2021, { age: 70, salary: 300_000 }).taxPayable).toBe(38_371);
  });
});

// Thresholds published by SARS (docs/reference/sa-tax-facts.md §2). At each exact threshold the tax equals the rebates.
const exactThresholds: [year: number, age: number, threshold: number][] = [
  [2021, 40, 83_100],
  [2021, 70, 128_650],
  [2021, 80, 143_850],
  [2022, 40, 87_300],
  [2022, 70, 135_150],
  [2022, 80, 151_100],
  [2023, 40, 91_250],
  [2023, 70, 141_250],
  [2023, 80, 157_900],
  [2024, 40, 95_750],
  [2025, 40, 95_750],
  [2026, 40, 95_750],
  [2027, 40, 99_000],
  [2027, 70, 153_250],
  [2027, 80, 171_300],
];

describe("income at the published tax threshold pays 0", () => {
  it.each(exactThresholds)(
    "%i, age %i: 18%% × %i equals the rebates → tax 0",
    (year, age, threshold) => {
      const result = assess(year, { age, salary: threshold });
      expect(result.taxThreshold).toBe(threshold);
      expect(result.taxPayable).toBe(0);
      expect(result.marginalRate).toBe(0);
    },
  );
  it.each(exactThresholds)("%i, age %i: R1 above %i costs 18 cents", (year, age, threshold) => {
    expect(assess(year, { age, salary: threshold + 1 }).taxPayable).toBe(0.18);
  });
});

describe("2024–2026 thresholds for 65+ and 75+ are rounded up by SARS", () => {
  it("age 65, exact threshold 26 679 ÷ 18% = 148 216.67: 18% × 148 216.67 = 26 679.0006 → 0", () => {
    expect(assess(2026, { age: 65, salary: 148_216.67 }).taxPayable).toBe(0);
  });
  it("age 65 at the published R148 217: 18% × 148 217 − 26 679 = 0.06 (the law, not the rounded threshold)", () => {
    expect(assess(2026, { age: 65, salary: 148_217 }).taxPayable).toBe(0.06);
  });
  it("age 75 at the published R165 689: 18% × 165 689 − 29 824 = 0.02", () => {
    expect(assess(2024, { age: 75, salary: 165_689 }).taxPayable).toBe(0.02);
  });
  it("below the threshold the rebate is limited to the tax: salary 50 000 pays 0, not −8 235", () => {
    const result = assess(2026, { age: 40, salary: 50_000 });
    expect(result.taxBeforeRebates).toBe(9_000);
    expect(result.taxAfterRebates).toBe(0);
    expect(result.taxPayable).toBe(0);
  });
});
