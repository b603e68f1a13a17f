import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

// s11F(2): lesser of (a) the rand cap, (b) 27.5% × higher of remuneration and taxable income
// (incl. the taxable capital gain) before s11F/s18A, (c) taxable income before s11F/s18A and the
// taxable capital gain. 2026 cap R350 000; 2027 cap R430 000 (estimate).

describe("s11F retirement fund deduction (2026, age 40)", () => {
  it("(a) cap binds: salary 2 000 000, contributions 500 000 → 350 000 allowed, 150 000 carried forward; TI 1 650 000 → 251 258 + 41% × 792 100 − 17 235 = 558 784", () => {
    const result = assess(2026, { age: 40, salary: 2_000_000, retirementContributions: 500_000 });
    expect(result.retirementDeduction).toBe(350_000);
    expect(result.retirementCarriedForward).toBe(150_000);
    expect(result.retirementBindingLimit).toBe("rand-cap");
    expect(result.taxPayable).toBe(558_784);
  });
  it("(b) 27.5% binds: salary 400 000, contributions 150 000 → 27.5% × 400 000 = 110 000 allowed, 40 000 carried forward; TI 290 000 → 39 197", () => {
    const result = assess(2026, { age: 40, salary: 400_000, retirementContributions: 150_000 });
    expect(result.retirementDeductionLimit).toBe(110_000);
    expect(result.retirementDeduction).toBe(110_000);
    expect(result.retirementCarriedForward).toBe(40_000);
    expect(result.retirementBindingLimit).toBe("percentage");
    expect(result.taxPayable).toBe(39_197);
  });
  it("(b) uses taxable income when it exceeds remuneration: salary 100 000 + rental 300 000 → 27.5% × 400 000 = 110 000; TI 290 000 → 39 197", () => {
    const result = assess(2026, {
      age: 40,
      salary: 100_000,
      netRentalIncome: 300_000,
      retirementContributions: 200_000,
    });
    expect(result.retirementDeduction).toBe(110_000);
    expect(result.taxPayable).toBe(39_197);
  });
  // Tax Faculty FAQ 397 (taxfaculty.ac.za/faq/general_faqs/solution/397): the taxable capital gain
  // is inside the 27.5% base of (b) but outside limit (c).
  it("(b) includes the taxable capital gain: other income 200 000 + TCG 400 000 → 27.5% × 600 000 = 165 000; TI 200 000 − 165 000 + 400 000 = 435 000 → 80 122", () => {
    const result = assess(2026, {
      age: 40,
      otherIncome: 200_000,
      capitalGains: [{ gain: 1_040_000 }],
      retirementContributions: 300_000,
    });
    expect(result.taxableCapitalGain).toBe(400_000);
    expect(result.retirementDeduction).toBe(165_000);
    expect(result.taxPayable).toBe(80_122);
  });
  it("(c) binds: other income 50 000 + TCG 400 000, contributions 100 000 → limited to 50 000 (not 27.5% × 450 000 = 123 750); TI 400 000 → 69 272", () => {
    const result = assess(2026, {
      age: 40,
      otherIncome: 50_000,
      capitalGains: [{ gain: 1_040_000 }],
      retirementContributions: 100_000,
    });
    expect(result.retirementDeduction).toBe(50_000);
    expect(result.retirementCarriedForward).toBe(50_000);
    expect(result.retirementBindingLimit).toBe("taxable-income");
    expect(result.taxPayable).toBe(69_272);
  });
  it("brought forward 80 000 + contributions 50 000 = 130 000 against a 110 000 limit: 20 000 carried on; TI 290 000 → 39 197", () => {
    const result = assess(2026, {
      age: 40,
      salary: 400_000,
      retirementContributions: 50_000,
      retirementCarriedForward: 80_000,
    });
    expect(result.retirementContributionsAvailable).toBe(130_000);
    expect(result.retirementDeduction).toBe(110_000);
    expect(result.retirementCarriedForward).toBe(20_000);
    expect(result.taxPayable).toBe(39_197);
  });
  it("2027 cap R430 000 (estimate): salary 2 000 000, contributions 500 000 → TI 1 570 000; 259 783 + 41% × 683 000 − 17 820 = 521 993", () => {
    const result = assess(2027, { age: 40, salary: 2_000_000, retirementContributions: 500_000 });
    expect(result.retirementDeduction).toBe(430_000);
    expect(result.taxPayable).toBe(521_993);
    expect(result.estimatedFigures).toContain("retirement.annualCap");
  });
});

describe("s18A donations: limited to 10% of taxable income before s18A (2026, age 40)", () => {
  it("salary 500 000, donations 80 000 → 50 000 allowed, 30 000 carried forward; TI 450 000 → 77 362 + 31% × 79 500 − 17 235 = 84 772", () => {
    const result = assess(2026, { age: 40, salary: 500_000, donations: 80_000 });
    expect(result.donationsDeduction).toBe(50_000);
    expect(result.donationsCarriedForward).toBe(30_000);
    expect(result.taxPayable).toBe(84_772);
  });
  it("donations 20 000 within the limit: TI 480 000 → 77 362 + 31% × 109 500 − 17 235 = 94 072", () => {
    const result = assess(2026, { age: 40, salary: 500_000, donations: 20_000 });
    expect(result.donationsDeduction).toBe(20_000);
    expect(result.taxPayable).toBe(94_072);
  });
  it("limit measured after s11F: salary 500 000 − s11F 100 000 = 400 000 → s18A 40 000; TI 360 000 → 42 678 + 26% × 122 900 − 17 235 = 57 397", () => {
    const result = assess(2026, {
      age: 40,
      salary: 500_000,
      retirementContributions: 100_000,
      donations: 80_000,
    });
    expect(result.donationsDeduction).toBe(40_000);
    expect(result.donationsCarriedForward).toBe(40_000);
    expect(result.taxPayable).toBe(57_397);
  });
});
