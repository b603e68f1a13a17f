import { FinanceInputError } from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { attempt, balanceSeries, computeHomeLoan, hasExtras } from "./compute-home-loan";

const loan = {
  loanAmount: 1_500_000,
  annualRatePercent: 10.25,
  termMonths: 240,
  startDate: "2026-12-01",
};

describe("computeHomeLoan (live result from the finance engine)", () => {
  it("R1 500 000 at 10.25% over 240 months: the plain loan is the result itself", () => {
    const outcome = computeHomeLoan(loan);
    expect(outcome.result.instalment).toBeCloseTo(14_724.6, 0);
    expect(outcome.plain).toBe(outcome.result);
  });

  it("with R2 000 extra a month the loan ends sooner than the plain one", () => {
    const { result, plain } = computeHomeLoan({ ...loan, extraMonthly: 2_000 });
    expect(result.payoffMonths).toBeLessThan(plain.payoffMonths);
    expect(plain.payoffMonths).toBe(240);
    expect(result.monthsSaved).toBe(plain.payoffMonths - result.payoffMonths);
  });

  it("refuses bad input with the fields named", () => {
    const bad = { ...loan, loanAmount: 0, lumpSums: [{ date: "2020-01-01", amount: 5 }] };
    expect(() => computeHomeLoan(bad)).toThrow(FinanceInputError);
    const outcome = attempt(() => computeHomeLoan(bad));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const messageAt = (path: string) => outcome.problems.find((p) => p.path === path)?.message;
    expect(messageAt("loanAmount")).toMatch(/more than 0/);
    expect(messageAt("lumpSums.0.date")).toMatch(/before/);
  });

  it("knows when there are extras", () => {
    expect(hasExtras(loan)).toBe(false);
    expect(hasExtras({ ...loan, lumpSums: [{ date: "2027-01-01", amount: 1 }] })).toBe(true);
  });
});

describe("balanceSeries", () => {
  it("starts at the loan amount and keeps 0 after the faster loan is paid off", () => {
    const yearly = (balances: number[]) => balances.map((closingBalance) => ({ closingBalance }));
    const series = balanceSeries(100, { yearly: yearly([50, 0]) }, { yearly: yearly([70, 40, 0]) });
    expect(series).toEqual([
      { year: 0, plain: 100, withExtras: 100 },
      { year: 1, plain: 70, withExtras: 50 },
      { year: 2, plain: 40, withExtras: 0 },
      { year: 3, plain: 0, withExtras: 0 },
    ]);
  });
});
