import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

// 2026: annual exclusion 40 000, primary residence 2 000 000, inclusion 40%; age 40, salary 300 000.
const base = { age: 40, salary: 300_000 } as const;

describe("Eighth Schedule, 2026", () => {
  it("gain 100 000: (100 000 − 40 000) × 40% = 24 000 → TI 324 000; 42 678 + 26% × 86 900 − 17 235 = 48 037", () => {
    const result = assess(2026, { ...base, capitalGains: [{ gain: 100_000 }] });
    expect(result.netCapitalGain).toBe(60_000);
    expect(result.taxableCapitalGain).toBe(24_000);
    expect(result.taxPayable).toBe(48_037);
  });
  it("gain 30 000 is within the annual exclusion: taxable capital gain 0, tax 41 797", () => {
    const result = assess(2026, { ...base, capitalGains: [{ gain: 30_000 }] });
    expect(result.taxableCapitalGain).toBe(0);
    expect(result.taxPayable).toBe(41_797);
  });
  it("primary residence gain 2 500 000: (2 500 000 − 2 000 000 − 40 000) × 40% = 184 000 → TI 484 000; 77 362 + 31% × 113 500 − 17 235 = 95 312", () => {
    const result = assess(2026, {
      ...base,
      capitalGains: [{ gain: 2_500_000, primaryResidence: true, description: "Home" }],
    });
    expect(result.taxableCapitalGain).toBe(184_000);
    expect(result.taxPayable).toBe(95_312);
    expect(result.trace.some((line) => line.rule === "Eighth Schedule para 45")).toBe(true);
  });
  it("gain 80 000 and loss 30 000: (50 000 − 40 000) × 40% = 4 000 → TI 304 000; 42 678 + 26% × 66 900 − 17 235 = 42 837", () => {
    const result = assess(2026, { ...base, capitalGains: [{ gain: 80_000 }, { gain: -30_000 }] });
    expect(result.taxableCapitalGain).toBe(4_000);
    expect(result.taxPayable).toBe(42_837);
  });
  it("gain 20 000 and loss 100 000: net loss 80 000 − 40 000 exclusion = 40 000 carried forward; tax 41 797", () => {
    const result = assess(2026, { ...base, capitalGains: [{ gain: 20_000 }, { gain: -100_000 }] });
    expect(result.taxableCapitalGain).toBe(0);
    expect(result.capitalLossCarriedForward).toBe(40_000);
    expect(result.taxPayable).toBe(41_797);
  });
  it("gain 100 000 with 50 000 loss brought forward: (60 000 − 50 000) × 40% = 4 000 → 42 837", () => {
    const result = assess(2026, {
      ...base,
      capitalGains: [{ gain: 100_000 }],
      capitalLossBroughtForward: 50_000,
    });
    expect(result.netCapitalGain).toBe(10_000);
    expect(result.taxPayable).toBe(42_837);
  });
  it("loss brought forward 50 000 with no disposals is carried forward again", () => {
    const result = assess(2026, { ...base, capitalLossBroughtForward: 50_000 });
    expect(result.capitalLossCarriedForward).toBe(50_000);
    expect(result.taxPayable).toBe(41_797);
  });
  it("a primary-residence loss of 500 000 is disregarded (para 45 covers losses): nothing carried forward", () => {
    const result = assess(2026, {
      ...base,
      capitalGains: [{ gain: -500_000, primaryResidence: true }],
    });
    expect(result.capitalLossCarriedForward).toBe(0);
    expect(result.taxPayable).toBe(41_797);
  });
  it("year of death, gain 500 000: (500 000 − 300 000) × 40% = 80 000 → TI 380 000; 77 362 + 31% × 9 500 − 17 235 = 63 072", () => {
    const result = assess(2026, { ...base, capitalGains: [{ gain: 500_000 }], yearOfDeath: true });
    expect(result.taxableCapitalGain).toBe(80_000);
    expect(result.taxPayable).toBe(63_072);
  });
});

describe("Eighth Schedule, 2027 (Budget 2026 exclusions: 50 000 annual, 3 000 000 residence; estimates)", () => {
  it("gain 100 000: (100 000 − 50 000) × 40% = 20 000 → TI 320 000; 44 118 + 26% × 74 900 − 17 820 = 45 772", () => {
    const result = assess(2027, { ...base, capitalGains: [{ gain: 100_000 }] });
    expect(result.taxableCapitalGain).toBe(20_000);
    expect(result.taxPayable).toBe(45_772);
    expect(result.estimatedFigures).toContain("capitalGains.annualExclusion");
  });
  it("primary residence gain 3 500 000: (500 000 − 50 000) × 40% = 180 000 → TI 480 000; 79 998 + 31% × 96 900 − 17 820 = 92 217", () => {
    const result = assess(2027, {
      ...base,
      capitalGains: [{ gain: 3_500_000, primaryResidence: true }],
    });
    expect(result.taxableCapitalGain).toBe(180_000);
    expect(result.taxPayable).toBe(92_217);
  });
});
