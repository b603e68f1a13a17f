import { describe, expect, it } from "vitest";
import { calculateBondRepayment } from "../../src/bond";

const million = {
  loanAmount: 1_000_000,
  annualRatePercent: 11.75,
  termMonths: 240,
  startDate: "2026-11-01",
};

describe("rate changes re-amortise over the remaining term", () => {
  it("11.75% → 10.25% from month 13: A(986 757.02, 10.25%, 228 months) = 9 844.31", () => {
    const result = calculateBondRepayment({
      ...million,
      rateChanges: [{ date: "2027-11-15", annualRatePercent: 10.25 }],
    });
    expect(result.schedule[11]).toMatchObject({
      instalment: 10_837.07,
      closingBalance: 986_757.02,
    });
    expect(result.schedule[12]).toMatchObject({ annualRatePercent: 10.25, instalment: 9_844.31 });
    // month 13 interest: round(986 757.02 × 10.25 / 1200) = 8 428.55
    expect(result.schedule[12]?.interest).toBe(8_428.55);
    expect(result.payoffMonths).toBe(240);
    expect(result.totalInterest).toBe(1_374_544.09);
    expect(result.plain.totalInterest).toBe(1_374_544.09); // no extras: the plain loan is the loan
  });
  it("a hike then a cut: each month uses the latest rate, and the loan still ends at 0 in month 240", () => {
    const result = calculateBondRepayment({
      ...million,
      rateChanges: [
        { date: "2028-03-01", annualRatePercent: 10.5 },
        { date: "2027-05-01", annualRatePercent: 12.75 },
      ],
    });
    expect(result.schedule[5]?.annualRatePercent).toBe(11.75); // 2027-04
    expect(result.schedule[6]?.annualRatePercent).toBe(12.75); // 2027-05
    expect(result.schedule[16]?.annualRatePercent).toBe(10.5); // 2028-03
    expect(result.schedule[6]?.instalment ?? 0).toBeGreaterThan(10_837.07);
    expect(result.schedule.at(-1)?.closingBalance).toBe(0);
    expect(result.payoffMonths).toBe(240);
  });
  it("term mode re-amortises the actual balance at a change, as banks do: 12 × (10 837.07 + 2 000 extra) leaves 961 421.41; A(961 421.41, 10.25%, 228 months) = 9 591.55", () => {
    const withExtra = calculateBondRepayment({
      ...million,
      extraMonthly: 2_000,
      rateChanges: [{ date: "2027-11-01", annualRatePercent: 10.25 }],
    });
    expect(withExtra.schedule[11]?.closingBalance).toBe(961_421.41);
    expect(withExtra.schedule[12]?.instalment).toBe(9_591.55);
    expect(withExtra.schedule[13]?.instalment).toBe(9_591.55); // level until the next change
    expect(withExtra.payoffMonths).toBeLessThan(240); // the extra still shortens the loan
    expect(withExtra.plain.instalment).toBe(10_837.07);
    const reamortised = withExtra.trace.find((line) => line.label.startsWith("Month 13"));
    expect(reamortised?.amount).toBe(9_591.55);
    expect(reamortised?.rule).toContain("actual balance");
  });
});
