import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

// 2026 s6A: R364 main member, R364 first dependant, R246 each additional, per month.
// Age 40, salary 300 000: tax after rebates 41 797. Scheme fees R36 000 a year (R3 000 a month).
const base = { age: 40, salary: 300_000, medicalSchemeFees: 36_000 } as const;

describe("s6A medical scheme fees credit (2026)", () => {
  it("1 member × 12 months: 364 × 12 = 4 368; 41 797 − 4 368 = 37 429", () => {
    const result = assess(2026, { ...base, medicalSchemeMembers: 1 });
    expect(result.medicalSchemeFeesCredit).toBe(4_368);
    expect(result.taxPayable).toBe(37_429);
  });
  it("2 members × 12 months: (364 + 364) × 12 = 8 736; 41 797 − 8 736 = 33 061", () => {
    const result = assess(2026, { ...base, medicalSchemeMembers: 2 });
    expect(result.medicalSchemeFeesCredit).toBe(8_736);
    expect(result.taxPayable).toBe(33_061);
  });
  it("4 members × 12 months: (364 + 364 + 2 × 246) × 12 = 14 640; 41 797 − 14 640 = 27 157", () => {
    const result = assess(2026, { ...base, medicalSchemeMembers: 4 });
    expect(result.medicalSchemeFeesCredit).toBe(14_640);
    expect(result.taxPayable).toBe(27_157);
  });
  it("2 members × 7 months (joined in August): 728 × 7 = 5 096; 41 797 − 5 096 = 36 701", () => {
    const result = assess(2026, { ...base, medicalSchemeMembers: 2, medicalSchemeMonths: 7 });
    expect(result.medicalSchemeFeesCredit).toBe(5_096);
    expect(result.taxPayable).toBe(36_701);
  });
  it("2021, 3 members × 12 months: (319 + 319 + 215) × 12 = 10 236", () => {
    expect(assess(2021, { ...base, medicalSchemeMembers: 3 }).medicalSchemeFeesCredit).toBe(10_236);
  });
  // Daily Maverick, Budget 2026 survival guide (2026-02-25): a family of four gets R1 260 a month,
  // R15 120 a year, from 1 March 2026.
  it("2027, family of four: 376 + 376 + 2 × 254 = 1 260 × 12 = 15 120 (Daily Maverick); 44 118 + 26% × 54 900 − 17 820 − 15 120 = 25 452", () => {
    const result = assess(2027, { ...base, medicalSchemeMembers: 4 });
    expect(result.medicalSchemeFeesCredit).toBe(15_120);
    expect(result.taxPayable).toBe(25_452);
  });
  it("the credit beyond the tax is lost: salary 110 000 → tax 19 800 − 17 235 = 2 565; credit 8 736 → tax 0, 6 171 lost", () => {
    const result = assess(2026, {
      age: 40,
      salary: 110_000,
      medicalSchemeMembers: 2,
      medicalSchemeFees: 24_000,
    });
    expect(result.taxPayable).toBe(0);
    expect(result.medicalCreditsLost).toBe(6_171);
  });
});

// s6B(3) (k-mos.com/?p=336): 33.3% for 65+ and disability; 25% above 7.5% of taxable income for others.
// Salary 400 000 (tax before rebates 86 507), 2 members (MTC 8 736).
describe("s6A needs fees paid (s6A(2)(b): 'in respect of fees paid')", () => {
  it("2 members × 12 months but no fees: credit 0; tax stays 41 797", () => {
    const result = assess(2026, { age: 40, salary: 300_000, medicalSchemeMembers: 2 });
    expect(result.medicalSchemeFeesCredit).toBe(0);
    expect(result.taxPayable).toBe(41_797);
    expect(result.estimatedFigures).not.toContain("medicalCredits");
    expect(result.trace.map((line) => line.label)).toContain(
      "No medical scheme fees entered: no medical scheme fees credit",
    );
  });
  it("s6A and s6B read the same fees: 65+, 2 members, no fees, expenses 10 000 → s6A 0, s6B 33.3% × 10 000 = 3 330", () => {
    const result = assess(2026, {
      age: 70,
      salary: 400_000,
      medicalSchemeMembers: 2,
      medicalExpenses: 10_000,
    });
    expect(result.medicalSchemeFeesCredit).toBe(0);
    expect(result.additionalMedicalExpensesCredit).toBe(3_330);
  });
});

describe("s6B additional medical expenses credit (2026)", () => {
  it("65 or older: 33.3% × (60 000 − 3 × 8 736) + 33.3% × 10 000 = 11 252.74 + 3 330 = 14 582.74; 86 507 − 26 679 − 8 736 − 14 582.74 = 36 509.26", () => {
    const result = assess(2026, {
      age: 70,
      salary: 400_000,
      medicalSchemeMembers: 2,
      medicalSchemeFees: 60_000,
      medicalExpenses: 10_000,
    });
    expect(result.additionalMedicalCreditCase).toBe("65-or-older");
    expect(result.additionalMedicalExpensesCredit).toBe(14_582.74);
    expect(result.taxPayable).toBe(36_509.26);
  });
  it("disability in the family (age 40): same formula, 14 582.74; 86 507 − 17 235 − 8 736 − 14 582.74 = 45 953.26", () => {
    const result = assess(2026, {
      age: 40,
      salary: 400_000,
      medicalSchemeMembers: 2,
      medicalSchemeFees: 60_000,
      medicalExpenses: 10_000,
      disability: true,
    });
    expect(result.additionalMedicalCreditCase).toBe("disability");
    expect(result.additionalMedicalExpensesCredit).toBe(14_582.74);
    expect(result.taxPayable).toBe(45_953.26);
  });
  it("anyone else: 25% × ((60 000 − 4 × 8 736) + 40 000 − 7.5% × 400 000) = 25% × 35 056 = 8 764; 69 272 − 8 736 − 8 764 = 51 772", () => {
    const result = assess(2026, {
      age: 40,
      salary: 400_000,
      medicalSchemeMembers: 2,
      medicalSchemeFees: 60_000,
      medicalExpenses: 40_000,
    });
    expect(result.additionalMedicalCreditCase).toBe("other");
    expect(result.additionalMedicalExpensesCredit).toBe(8_764);
    expect(result.taxPayable).toBe(51_772);
  });
  it("anyone else below the 7.5% floor: fees 30 000 < 4 × 8 736 counts 0; 0 + 5 000 − 30 000 < 0 → credit 0", () => {
    const result = assess(2026, {
      age: 40,
      salary: 400_000,
      medicalSchemeMembers: 2,
      medicalSchemeFees: 30_000,
      medicalExpenses: 5_000,
    });
    expect(result.additionalMedicalExpensesCredit).toBe(0);
    expect(result.taxPayable).toBe(60_536);
  });
  it("65+, fees 20 000 below 3 × 8 736: the fee part is 0, not negative; 33.3% × 10 000 = 3 330", () => {
    const result = assess(2026, {
      age: 70,
      salary: 400_000,
      medicalSchemeMembers: 2,
      medicalSchemeFees: 20_000,
      medicalExpenses: 10_000,
    });
    expect(result.additionalMedicalExpensesCredit).toBe(3_330);
  });
});
