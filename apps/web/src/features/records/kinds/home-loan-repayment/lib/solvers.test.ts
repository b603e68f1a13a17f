import { describe, expect, it } from "vitest";
import { friendlyProblem, solveAffordableLoan, solveTerm } from "./solvers";

describe("the two solvers", () => {
  it("R14 724.60 a month at 10.25% over 240 months repays about R1 500 000", () => {
    const outcome = solveAffordableLoan({
      instalment: 14_724.6,
      annualRatePercent: 10.25,
      termMonths: 240,
      monthlyServiceFee: 69,
    });
    if (!outcome?.ok) throw new Error("expected a loan");
    expect(outcome.value.loanAmount).toBeGreaterThan(1_499_900);
    expect(outcome.value.loanAmount).toBeLessThanOrEqual(1_500_000.5);
    expect(outcome.value.monthlyPayment).toBeCloseTo(outcome.value.instalment + 69, 2);
  });

  it("waits for an instalment", () => {
    expect(
      solveAffordableLoan({
        instalment: null,
        annualRatePercent: 10,
        termMonths: 240,
        monthlyServiceFee: 0,
      }),
    ).toBeNull();
    expect(
      solveTerm({ instalment: null, loanAmount: 1, annualRatePercent: 1, monthlyServiceFee: 0 }),
    ).toBeNull();
  });

  it("R20 000 a month on R1 500 000 at 10.25% needs a shorter term than 20 years", () => {
    const outcome = solveTerm({
      instalment: 20_000,
      loanAmount: 1_500_000,
      annualRatePercent: 10.25,
      monthlyServiceFee: 0,
    });
    if (!outcome?.ok) throw new Error("expected a term");
    expect(outcome.value.termMonths).toBeLessThan(240);
    expect(outcome.value.termMonths).toBeGreaterThan(100);
  });

  it("an instalment below the first month's interest (R12 812.50) is a friendly sentence", () => {
    const outcome = solveTerm({
      instalment: 10_000,
      loanAmount: 1_500_000,
      annualRatePercent: 10.25,
      monthlyServiceFee: 0,
    });
    expect(outcome).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The instalment must be more than the first month's interest of R\u00a012\u00a0812,50.*never repaid\.$/,
      ),
    });
  });

  it("names unknown fields generically", () => {
    expect(friendlyProblem({ path: "x", message: "is wrong" })).toBe("This value is wrong.");
  });
});
