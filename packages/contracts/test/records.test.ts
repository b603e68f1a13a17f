import { describe, expect, it } from "vitest";
import {
  createScenarioInputSchema,
  defaultHomeLoanRepaymentInputs,
  defaultInvestmentComparisonInputs,
  homeLoanRepaymentInputsSchema,
  investmentComparisonInputsSchema,
  transferDutyInputsSchema,
} from "../src";
import { firstOfNextMonth, isoDateInSouthAfrica } from "../src/record-defaults";

describe("record defaults", () => {
  it("today is South African time: 23:30 UTC on 31 Dec is already 1 Jan in Johannesburg", () => {
    expect(isoDateInSouthAfrica(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
  it("the first of next month rolls over the year", () => {
    expect(firstOfNextMonth("2026-11-22")).toBe("2026-12-01");
    expect(firstOfNextMonth("2026-12-31")).toBe("2027-01-01");
  });
  it("home loan and investment defaults are valid inputs", () => {
    expect(
      homeLoanRepaymentInputsSchema.safeParse(defaultHomeLoanRepaymentInputs("2026-11-22")).success,
    ).toBe(true);
    const comparison = defaultInvestmentComparisonInputs({ inflation: 0.055, investment: 0.08 });
    expect(comparison.inflationPercent).toBe(5.5);
    expect(investmentComparisonInputsSchema.safeParse(comparison).success).toBe(true);
  });
  it("a scenario's tax year defaults to the latest built-in one", () => {
    const parsed = createScenarioInputSchema.parse({ clientId: "c", scenarioName: "New" });
    expect(parsed.taxYear).toBe(2027);
  });
  it("transfer duty inputs refuse an unknown field (a typo is never silently dropped)", () => {
    const result = transferDutyInputsSchema.safeParse({
      transferAmount: 1,
      acquisitionDate: "2026-05-01",
      bondAmmount: 5,
    });
    expect(result.success).toBe(false);
  });
});
