import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

describe("s10(1)(i) interest exemption by age (2026)", () => {
  it("age 40, salary 300 000, local interest 30 000: 23 800 exempt → TI 306 200; 42 678 + 26% × 69 100 − 17 235 = 43 409", () => {
    const result = assess(2026, { age: 40, salary: 300_000, localInterest: 30_000 });
    expect(result.exemptInterest).toBe(23_800);
    expect(result.taxableIncome).toBe(306_200);
    expect(result.taxPayable).toBe(43_409);
  });
  it("age 66, local interest 30 000 (below the 34 500 exemption): all exempt → TI 300 000; 59 032 − 26 679 = 32 353", () => {
    const result = assess(2026, { age: 66, salary: 300_000, localInterest: 30_000 });
    expect(result.exemptInterest).toBe(30_000);
    expect(result.taxPayable).toBe(32_353);
  });
  it("age 66, local interest 50 000: 34 500 exempt → TI 315 500; 42 678 + 26% × 78 400 − 26 679 = 36 383", () => {
    const result = assess(2026, { age: 66, salary: 300_000, localInterest: 50_000 });
    expect(result.exemptInterest).toBe(34_500);
    expect(result.taxPayable).toBe(36_383);
  });
  it("foreign interest 10 000 is not exempt: TI 310 000; 42 678 + 26% × 72 900 − 17 235 = 44 397", () => {
    const result = assess(2026, { age: 40, salary: 300_000, foreignInterest: 10_000 });
    expect(result.exemptInterest).toBe(0);
    expect(result.taxPayable).toBe(44_397);
  });
});

describe("dividends", () => {
  it("local dividends 100 000 are exempt (s10(1)(k)); dividends tax 20% × 100 000 = 20 000 shown as information", () => {
    const result = assess(2026, { age: 40, salary: 300_000, localDividends: 100_000 });
    expect(result.grossIncome).toBe(400_000);
    expect(result.exemptDividends).toBe(100_000);
    expect(result.taxPayable).toBe(41_797);
    expect(result.dividendsTaxWithheld).toBe(20_000);
  });
  it("foreign dividends 45 000: 25/45 exempt (s10B(3)) → 20 000 taxable; TI 320 000 → 42 678 + 26% × 82 900 − 17 235 = 46 997", () => {
    const result = assess(2026, { age: 40, salary: 300_000, foreignDividends: 45_000 });
    expect(result.exemptDividends).toBe(25_000);
    expect(result.taxableIncome).toBe(320_000);
    expect(result.taxPayable).toBe(46_997);
  });
});

describe("losses are set off against other income", () => {
  it("salary 400 000, net rental loss 50 000: TI 350 000; 42 678 + 26% × 112 900 − 17 235 = 54 797", () => {
    const result = assess(2026, { age: 40, salary: 400_000, netRentalIncome: -50_000 });
    expect(result.taxableIncome).toBe(350_000);
    expect(result.taxPayable).toBe(54_797);
  });
  it("salary 100 000, business loss 150 000: taxable income 0, assessed loss 50 000 carried forward", () => {
    const result = assess(2026, { age: 40, salary: 100_000, businessProfit: -150_000 });
    expect(result.taxableIncome).toBe(0);
    expect(result.assessedLossCarriedForward).toBe(50_000);
    expect(result.taxPayable).toBe(0);
    expect(result.effectiveRate).toBe(0);
  });
  it("age 66, business 200 000 + annuity 100 000 + other 20 000: TI 320 000; 64 232 − 26 679 = 37 553", () => {
    const result = assess(2026, {
      age: 66,
      businessProfit: 200_000,
      annuityIncome: 100_000,
      otherIncome: 20_000,
    });
    expect(result.taxPayable).toBe(37_553);
  });
  it("bonus 50 000 + commission 30 000 + fringe benefits 20 000 on salary 200 000 = 300 000 → 41 797", () => {
    const result = assess(2026, {
      age: 40,
      salary: 200_000,
      bonus: 50_000,
      commission: 30_000,
      fringeBenefits: 20_000,
    });
    expect(result.remuneration).toBe(300_000);
    expect(result.taxPayable).toBe(41_797);
  });
});
