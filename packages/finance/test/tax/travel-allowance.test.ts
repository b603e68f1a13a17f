import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

// s8(1)(b): the full allowance is income on assessment; business travel is deducted, never more
// than the allowance. Age 40, salary 300 000.

describe("travel allowance", () => {
  it("2026 prescribed rate: 60 000 allowance − 10 000 km × R4.76 = 47 600 → TI 312 400; 42 678 + 26% × 75 300 − 17 235 = 45 021", () => {
    const result = assess(2026, {
      age: 40,
      salary: 300_000,
      travelAllowance: 60_000,
      businessKilometres: 10_000,
    });
    expect(result.travelMethod).toBe("prescribed-rate");
    expect(result.travelDeduction).toBe(47_600);
    expect(result.taxPayable).toBe(45_021);
    expect(result.estimatedFigures).toContain("travel.prescribedRateCentsPerKm");
    // Whole numbers grouped with a no-break space, decimals with the comma (ADR 035).
    const working = result.trace.map((line) => line.rule ?? "").join("\n");
    expect(working).toContain("10\u00a0000\u00a0km business × 476\u00a0c/km prescribed rate");
  });
  it("deduction capped at the allowance: 20 000 km × R4.76 = 95 200 > 60 000 → 60 000; TI 300 000 → 41 797", () => {
    const result = assess(2026, {
      age: 40,
      salary: 300_000,
      travelAllowance: 60_000,
      businessKilometres: 20_000,
    });
    expect(result.travelDeduction).toBe(60_000);
    expect(result.taxPayable).toBe(41_797);
  });
  it("actual costs: 90 000 × 12 000 ÷ 30 000 km = 36 000; allowance 60 000 → TI 324 000 → 48 037", () => {
    const result = assess(2026, {
      age: 40,
      salary: 300_000,
      travelAllowance: 60_000,
      businessKilometres: 12_000,
      totalKilometres: 30_000,
      travelActualCosts: 90_000,
    });
    expect(result.travelMethod).toBe("actual-costs");
    expect(result.travelDeduction).toBe(36_000);
    expect(result.trace.map((line) => line.rule ?? "").join("\n")).toContain(
      "× 12\u00a0000 ÷ 30\u00a0000\u00a0km",
    );
    expect(result.taxPayable).toBe(48_037);
  });
  it("2026 deemed cost, vehicle R350 000: 111 273 × 10 000 ÷ 30 000 + (191.4 + 71.4) c × 10 000 = 37 091 + 26 280 = 63 371; TI 336 629 → 42 678 + 26% × 99 529 − 17 235 = 51 320.54", () => {
    const result = assess(2026, {
      age: 40,
      salary: 300_000,
      travelAllowance: 100_000,
      businessKilometres: 10_000,
      totalKilometres: 30_000,
      vehicleValue: 350_000,
    });
    expect(result.travelMethod).toBe("deemed-cost");
    expect(result.travelDeduction).toBe(63_371);
    expect(result.taxPayable).toBe(51_320.54);
  });
  it("2021 deemed cost, vehicle R150 000: 55 594 × 5 000 ÷ 25 000 + (118.1 + 46.8) c × 5 000 = 11 118.80 + 8 245 = 19 363.80", () => {
    const result = assess(2021, {
      age: 40,
      salary: 300_000,
      travelAllowance: 50_000,
      businessKilometres: 5_000,
      totalKilometres: 25_000,
      vehicleValue: 150_000,
    });
    expect(result.travelDeduction).toBe(19_363.8);
  });
  it("2025 deemed cost (2024 table carried forward, an estimate), R350 000 car, 12 000 of 30 000 km: 110 554 × 12 000 ÷ 30 000 + (184.6 + 65.9) c × 12 000 = 44 221.60 + 30 060 = 74 281.60; TI 325 718.40 → 42 678 + 26% × 88 618.40 − 17 235 = 48 483.78", () => {
    const result = assess(2025, {
      age: 40,
      salary: 300_000,
      travelAllowance: 100_000,
      businessKilometres: 12_000,
      totalKilometres: 30_000,
      vehicleValue: 350_000,
    });
    expect(result.travelMethod).toBe("deemed-cost");
    expect(result.travelDeduction).toBe(74_281.6);
    expect(result.taxPayable).toBe(48_483.78);
    expect(result.estimatedFigures).toContain("travel.deemedCost");
  });
  it("2027 deemed cost (2026 table carried forward, an estimate): 111 273 × 12 000 ÷ 30 000 + (191.4 + 71.4) c × 12 000 = 44 509.20 + 31 536 = 76 045.20", () => {
    const result = assess(2027, {
      age: 40,
      salary: 300_000,
      travelAllowance: 100_000,
      businessKilometres: 12_000,
      totalKilometres: 30_000,
      vehicleValue: 350_000,
    });
    expect(result.travelMethod).toBe("deemed-cost");
    expect(result.travelDeduction).toBe(76_045.2);
    expect(result.estimatedFigures).toContain("travel.deemedCost");
  });
  it("business kilometres without an allowance give no deduction", () => {
    const result = assess(2026, { age: 40, salary: 300_000, businessKilometres: 5_000 });
    expect(result.travelDeduction).toBe(0);
    expect(result.taxPayable).toBe(41_797);
  });
  it("s11F remuneration counts 80% of the allowance (20% when mostly business): 300 000 + 80% × 60 000 = 348 000", () => {
    const input = { age: 40, salary: 300_000, travelAllowance: 60_000 };
    expect(assess(2026, input).remuneration).toBe(348_000);
    expect(assess(2026, { ...input, travelMostlyBusiness: true }).remuneration).toBe(312_000);
  });
});
