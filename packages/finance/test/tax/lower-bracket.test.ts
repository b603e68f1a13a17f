import { describe, expect, it } from "vitest";
import { retirementContributionToLowerBracket, taxYearTable } from "../../src/tax";

const table = taxYearTable(2026);

describe("retirementContributionToLowerBracket (2026, age 40)", () => {
  it("salary 400 000 (31% band): contribute 400 000 − 370 500 = 29 500 → TI 370 500; saves 31% × 29 500 = 9 145", () => {
    const plan = retirementContributionToLowerBracket({ age: 40, salary: 400_000 }, table);
    expect(plan.outcome).toBe("reaches-lower-bracket");
    expect(plan.extraContribution).toBe(29_500);
    expect(plan.newTaxableIncome).toBe(370_500);
    expect(plan.targetTaxableIncome).toBe(370_500);
    expect(plan.taxSaved).toBe(9_145);
    expect(plan.capped).toBe(false);
    expect(plan.s11fRoom).toBe(110_000);
    expect(plan.newMarginalRate).toBe(0.26);
  });
  it("capped by s11F room: salary 400 000 with 100 000 contributed has 110 000 − 100 000 = 10 000 room; needs 62 900 → extra 10 000, saves 26% × 10 000 = 2 600", () => {
    const plan = retirementContributionToLowerBracket(
      { age: 40, salary: 400_000, retirementContributions: 100_000 },
      table,
    );
    expect(plan.outcome).toBe("capped-by-s11f-room");
    expect(plan.capped).toBe(true);
    expect(plan.extraContribution).toBe(10_000);
    expect(plan.newTaxableIncome).toBe(290_000);
    expect(plan.taxSaved).toBe(2_600);
  });
  it("already in the lowest bracket: salary 200 000 → 0 and a reason", () => {
    const plan = retirementContributionToLowerBracket({ age: 40, salary: 200_000 }, table);
    expect(plan.outcome).toBe("already-in-lowest-bracket");
    expect(plan.extraContribution).toBe(0);
    expect(plan.targetTaxableIncome).toBeNull();
    expect(plan.reason).toMatch(/lowest bracket/);
  });
  it("no s11F room: contributions 200 000 already exceed the 110 000 limit → 0", () => {
    const plan = retirementContributionToLowerBracket(
      { age: 40, salary: 400_000, retirementContributions: 200_000 },
      table,
    );
    expect(plan.outcome).toBe("no-s11f-room");
    expect(plan.extraContribution).toBe(0);
    expect(plan.taxSaved).toBe(0);
  });
  it("with s18A at its 10% limit income falls only 90c per R1: 500 000 − 370 500 ÷ 0.9 = 88 333.33; saves 31% × 79 500 = 24 645", () => {
    const plan = retirementContributionToLowerBracket(
      { age: 40, salary: 500_000, donations: 100_000 },
      table,
    );
    expect(plan.currentTaxableIncome).toBe(450_000);
    expect(plan.extraContribution).toBe(88_333.33);
    expect(plan.newTaxableIncome).toBe(370_500);
    expect(plan.taxSaved).toBe(24_645);
  });
});
