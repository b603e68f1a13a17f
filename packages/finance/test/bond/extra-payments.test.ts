import { describe, expect, it } from "vitest";
import { calculateBondRepayment } from "../../src/bond";

const million = {
  loanAmount: 1_000_000,
  annualRatePercent: 11.75,
  termMonths: 240,
  startDate: "2026-11-01",
};

describe("extra monthly payments (term mode)", () => {
  it("extra R1 000: nper = −ln(1 − 1 000 000 × r / 11 837.07) / ln(1 + r) = 180.18 → 181 months, 59 saved", () => {
    const result = calculateBondRepayment({ ...million, extraMonthly: 1_000 });
    expect(result.payoffMonths).toBe(181);
    expect(result.monthsSaved).toBe(59);
    expect(result.payoffDate).toBe("2041-11-01");
    expect(result.instalment).toBe(10_837.07); // instalment unchanged in term mode
    // Interest from an independent decimal simulation: 1 132 763.28 vs 1 600 897.39 plain.
    expect(result.totalInterest).toBe(1_132_763.28);
    expect(result.interestSaved).toBe(468_134.11);
    expect(result.plain).toMatchObject({ totalInterest: 1_600_897.39, payoffMonths: 240 });
  });
  it("a 10% yearly step-up: R1 000 in months 1–12, R1 100 in 13–24, R1 210 from month 25", () => {
    const result = calculateBondRepayment({
      ...million,
      extraMonthly: 1_000,
      extraMonthlyAnnualIncreasePercent: 10,
    });
    expect(result.schedule[11]?.extra).toBe(1_000);
    expect(result.schedule[12]?.extra).toBe(1_100);
    expect(result.schedule[24]?.extra).toBe(1_210);
  });
});

describe("lump sum", () => {
  it("R100 000 in month 13: balance 986 757.02 → 885 581.95; 13 + ⌈165.25⌉ = 179 months", () => {
    // After the lump: nper = −ln(1 − 885 581.95 × r / 10 837.07) / ln(1 + r) = 165.25.
    const result = calculateBondRepayment({
      ...million,
      lumpSums: [{ date: "2027-11-20", amount: 100_000 }],
    });
    expect(result.schedule[12]).toMatchObject({
      month: 13,
      extra: 100_000,
      closingBalance: 885_581.95,
    });
    expect(result.payoffMonths).toBe(179);
    expect(result.totalInterest).toBe(1_031_723.22);
  });
  it("a lump sum larger than the balance is capped (balance never below 0) and one after payoff is ignored", () => {
    const result = calculateBondRepayment({
      loanAmount: 10_000,
      annualRatePercent: 12,
      termMonths: 12,
      startDate: "2026-01-15",
      lumpSums: [
        { date: "2026-02-01", amount: 50_000 },
        { date: "2026-06-01", amount: 1_000 },
      ],
    });
    expect(result.payoffMonths).toBe(2);
    expect(result.schedule.at(-1)?.closingBalance).toBe(0);
    expect(result.warnings.map((warning) => warning.code)).toEqual([
      "lump-sum-capped",
      "lump-sum-after-payoff",
    ]);
  });
});

describe('"instalment" mode', () => {
  it("extra R1 000 lowers month 2's instalment: 10 837.07 − annuity(R1 000 ahead, 239 months) 10.85 = 10 826.22", () => {
    // ≈ re-amortising the balance 997 954.60 over 239 months (also 10 826.22 before rounding).
    const result = calculateBondRepayment({
      ...million,
      extraMonthly: 1_000,
      extraPaymentsReduce: "instalment",
    });
    expect(result.schedule[0]?.closingBalance).toBe(997_954.6);
    expect(result.schedule[1]?.instalment).toBe(10_826.22);
    expect(result.payoffMonths).toBe(240);
    expect(result.monthsSaved).toBe(0);
    expect(result.totalInterest).toBe(1_424_724.65); // independent decimal simulation
    // The instalment keeps falling as extras cut the balance.
    expect(result.schedule[120]?.instalment ?? 0).toBeLessThan(
      result.schedule[60]?.instalment ?? 0,
    );
  });
});
