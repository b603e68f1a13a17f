import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

describe("PAYE, provisional tax and the balance (2026, age 40, salary 300 000: tax 41 797)", () => {
  it("PAYE 45 000: balance 41 797 − 45 000 = −3 203 (refund)", () => {
    const result = assess(2026, { age: 40, salary: 300_000, payePaid: 45_000 });
    expect(result.balanceDue).toBe(-3_203);
    expect(result.trace.find((l) => l.label === "Refund due from SARS")?.amount).toBe(-3_203);
  });
  it("PAYE 40 000 + provisional 1 000: balance 41 797 − 41 000 = 797 owing", () => {
    const result = assess(2026, {
      age: 40,
      salary: 300_000,
      payePaid: 40_000,
      provisionalTaxPaid: 1_000,
    });
    expect(result.prepaidTax).toBe(41_000);
    expect(result.balanceDue).toBe(797);
  });
  it("nothing prepaid: balance = tax payable = 41 797", () => {
    expect(assess(2026, { age: 40, salary: 300_000 }).balanceDue).toBe(41_797);
  });
  it("monthly equivalent: 41 797 ÷ 12 = 3 483.083… → 3 483.08", () => {
    expect(assess(2026, { age: 40, salary: 300_000 }).monthlyTaxPayable).toBe(3_483.08);
  });
});

describe("marginal and effective rates", () => {
  it("salary 300 000: marginal 26%, effective 41 797 ÷ 300 000 = 13.93%", () => {
    const result = assess(2026, { age: 40, salary: 300_000 });
    expect(result.marginalRate).toBe(0.26);
    expect(result.effectiveRate).toBe(0.1393);
  });
  it("salary 90 000 (below the 95 750 threshold): marginal 0, effective 0", () => {
    const result = assess(2026, { age: 40, salary: 90_000 });
    expect(result.marginalRate).toBe(0);
    expect(result.effectiveRate).toBe(0);
  });
  it("age 70, salary 140 000: 18% × 140 000 = 25 200 < 26 679 rebates → marginal 0", () => {
    expect(assess(2026, { age: 70, salary: 140_000 }).marginalRate).toBe(0);
  });
  it("no income at all: every amount 0, effective rate 0 (not NaN)", () => {
    const result = assess(2026, { age: 40 });
    expect(result.grossIncome).toBe(0);
    expect(result.taxPayable).toBe(0);
    expect(result.effectiveRate).toBe(0);
  });
  it("salary 2 000 000: marginal 45%, effective 709 604 ÷ 2 000 000 = 35.48%", () => {
    const result = assess(2026, { age: 40, salary: 2_000_000 });
    expect(result.marginalRate).toBe(0.45);
    expect(result.effectiveRate).toBe(0.3548);
  });
});

describe("the trace reads as a working paper", () => {
  const result = assess(2026, {
    age: 40,
    salary: 300_000,
    medicalSchemeMembers: 1,
    medicalSchemeFees: 30_000,
  });
  it("starts with the salary and states each step with its rule", () => {
    expect(result.trace[0]).toEqual({
      label: "Salary",
      amount: 300_000,
      rule: "Gross income, s1 para (c): services rendered",
    });
    const rules = result.trace.map((line) => line.rule);
    expect(rules).toContain("s6(2)(a) primary rebate");
    expect(rules).toContain("s6A(2)(b)");
  });
  it("shows the bracket arithmetic: R42 678 + 26% × (R300 000 − R237 100) = 59 032", () => {
    const line = result.trace.find((entry) => entry.label.startsWith("Tax on"));
    expect(line?.label).toBe(
      "Tax on R\u00a0300\u00a0000: R\u00a042\u00a0678 + 26\u00a0% × (R\u00a0300\u00a0000 − R\u00a0237\u00a0100)",
    );
    expect(line?.amount).toBe(59_032);
  });
  it("has finite amounts rounded to the cent", () => {
    for (const line of result.trace) {
      expect(Number.isFinite(line.amount)).toBe(true);
      expect(Math.round(line.amount * 100) / 100).toBe(line.amount);
    }
  });
});
