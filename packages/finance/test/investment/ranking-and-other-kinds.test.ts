import { describe, expect, it } from "vitest";
import { compareInvestments, type InvestmentOptionInput } from "../../src/investment";

const tfsa = (label: string, patch: Partial<InvestmentOptionInput> = {}) =>
  ({ kind: "market", label, wrapper: "tfsa", ...patch }) as InvestmentOptionInput;

describe("ranking and differences", () => {
  it("R36 000 at 10% vs 8% for 5 years, 5% inflation: real 45 427.56 vs 41 445.25 → ranks 1 and 2, difference ≈ −R3 982.31", () => {
    const result = compareInvestments({
      horizonYears: 5,
      options: [
        tfsa("Slow", { lumpSum: 36_000, growthPercent: 8 }),
        tfsa("Fast", { lumpSum: 36_000, growthPercent: 10 }),
      ],
    });
    const [slow, fast] = result.options;
    expect(fast?.summary.rank).toBe(1);
    expect(slow?.summary.rank).toBe(2);
    expect(result.bestLabel).toBe("Fast");
    expect(Math.abs((fast?.summary.finalRealValue ?? 0) - 45_427.56)).toBeLessThan(1);
    expect(Math.abs((slow?.summary.finalRealValue ?? 0) - 41_445.25)).toBeLessThan(1);
    expect(fast?.summary.differenceFromBest).toBe(0);
    // exactly this option's real value minus the best one's, in cents
    expect(slow?.summary.differenceFromBest).toBeCloseTo(
      (slow?.summary.finalRealValue ?? 0) - (fast?.summary.finalRealValue ?? 0),
      2,
    );
    expect(Math.abs((slow?.summary.differenceFromBest ?? 0) + 3_982.31)).toBeLessThan(1);
  });
  it("equal values share rank 1; the next is rank 3", () => {
    const result = compareInvestments({
      horizonYears: 2,
      options: [
        tfsa("A", { lumpSum: 10_000 }),
        tfsa("B", { lumpSum: 10_000 }),
        tfsa("C", { lumpSum: 5_000 }),
      ],
    });
    expect(result.options.map((option) => option.summary.rank)).toEqual([1, 1, 3]);
  });
  it("warns when options put in different amounts of own money", () => {
    const result = compareInvestments({
      horizonYears: 2,
      options: [tfsa("A", { lumpSum: 10_000 }), tfsa("B", { lumpSum: 20_000 })],
    });
    expect(result.warnings.map((item) => item.code)).toContain("unequal-contributions");
  });
});

describe("extra bond payments", () => {
  it("R1 000/month into a 12% bond for 10 years = 1 000 × (1.01^120 − 1) / 0.01 = R230 038.69; IRR 1.01^12 − 1 = 12.6825%", () => {
    const result = compareInvestments({
      horizonYears: 10,
      inflationPercent: 0,
      options: [
        {
          kind: "bond-extra",
          label: "Bond",
          balance: 1_000_000,
          bondRatePercent: 12,
          remainingTermMonths: 240,
          extraMonthly: 1_000,
        },
        tfsa("TFSA", { monthlyContribution: 1_000, growthPercent: 12 }),
      ],
    });
    const bond = result.options[0]?.summary;
    expect(Math.abs((bond?.finalValue ?? 0) - 230_038.69)).toBeLessThan(2);
    expect(bond?.totalContributed).toBe(120_000);
    expect(bond?.annualisedReturnPercent).toBeCloseTo(12.6825, 3);
    expect(bond?.finalAfterTaxValue).toBe(bond?.finalValue); // tax-free
  });
  it("after payoff the pot keeps growing at the bond rate: R50 000 bond, R5 000/month extra, 10 years = 5 000 × (1.01^120 − 1) / 0.01 = R1 150 193.45", () => {
    const result = compareInvestments({
      horizonYears: 10,
      options: [
        {
          kind: "bond-extra",
          label: "Bond",
          balance: 50_000,
          bondRatePercent: 12,
          remainingTermMonths: 60,
          extraMonthly: 5_000,
        },
        tfsa("TFSA", { lumpSum: 1_000 }),
      ],
    });
    expect(Math.abs((result.options[0]?.summary.finalValue ?? 0) - 1_150_193.45)).toBeLessThan(5);
  });
});

describe("buy-to-let property", () => {
  it("cash purchase R1m, rent R10 000, 30%, 1 year: 1 000 000 − 5% × 1.15 commission 57 500 + rent after tax 84 000 = R1 026 500", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0.3,
      options: [
        {
          kind: "property",
          label: "Flat",
          price: 1_000_000,
          deposit: 1_000_000,
          transferCosts: 0,
          monthlyRent: 10_000,
          capitalGrowthPercent: 0,
        },
        tfsa("TFSA", { lumpSum: 1_000 }),
      ],
    });
    const flat = result.options[0]?.summary;
    expect(flat?.totalContributed).toBe(1_000_000);
    expect(flat?.finalValue).toBe(1_084_000);
    expect(flat?.finalAfterTaxValue).toBe(1_026_500); // capital loss after commission: no CGT
  });
  it("R800 000 bond at 12%/240: instalment 8 808.69, year-1 interest 95 448.06 deducted; value 1m − 789 743.78 + 6 930.14 = R217 186.36", () => {
    // reserve = 12 × (10 000 − 8 808.69) − 0.3 × (120 000 − 95 448.06) = 14 295.72 − 7 365.58
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0.3,
      options: [
        {
          kind: "property",
          label: "Flat",
          price: 1_000_000,
          deposit: 200_000,
          transferCosts: 50_000,
          bondRatePercent: 12,
          bondTermMonths: 240,
          monthlyRent: 10_000,
          capitalGrowthPercent: 0,
        },
        tfsa("TFSA", { lumpSum: 1_000 }),
      ],
    });
    const flat = result.options[0]?.summary;
    expect(flat?.totalContributed).toBe(250_000);
    expect(flat?.finalValue).toBe(217_186.36);
    expect(flat?.finalAfterTaxValue).toBe(159_686.36); // − commission 57 500
  });
  it("a monthly shortfall is paid by the investor and counts as money in; a loss gives a refund at the marginal rate", () => {
    // Rent 5 000 − levies 2 000 − instalment 8 808.69 = −5 808.69 a month → 69 704.28 a year in.
    // Loss 12 × (5 000 − 2 000) − 95 448.06 = −59 448.06 → refund 0.3 × 59 448.06 = 17 834.42.
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0.3,
      options: [
        {
          kind: "property",
          label: "Flat",
          price: 1_000_000,
          deposit: 200_000,
          transferCosts: 50_000,
          bondRatePercent: 12,
          monthlyRent: 5_000,
          monthlyLevies: 2_000,
          capitalGrowthPercent: 0,
        },
        tfsa("TFSA", { lumpSum: 1_000 }),
      ],
    });
    const flat = result.options[0]?.summary;
    expect(flat?.totalContributed).toBe(319_704.28); // 250 000 + 69 704.28
    expect(flat?.finalValue).toBe(228_090.64); // 1 000 000 − 789 743.78 + 17 834.42
  });
  it("missing transfer costs are taken as R0 with a warning for the screen to fill them", () => {
    const result = compareInvestments({
      horizonYears: 1,
      options: [
        { kind: "property", label: "Flat", price: 1_000_000, deposit: 100_000, monthlyRent: 9_000 },
        tfsa("TFSA", { lumpSum: 1_000 }),
      ],
    });
    expect(result.warnings.map((item) => item.code)).toContain("transfer-costs-missing");
  });
});

describe("assumptions and trace", () => {
  it("states the RA exit-tax and endowment assumptions only when those wrappers are compared", () => {
    const result = compareInvestments({
      horizonYears: 5,
      options: [
        { kind: "market", label: "RA", wrapper: "retirement-annuity", lumpSum: 10_000 },
        { kind: "market", label: "Policy", wrapper: "endowment", lumpSum: 10_000 },
      ],
    });
    expect(
      result.assumptions.some((text) =>
        text.includes("an annuity that is taxed on the income it pays, not on its capital"),
      ),
    ).toBe(true);
    // Percentages as a client reads them (en-ZA): no-break space, decimal comma.
    const words = [...result.assumptions, ...result.trace.map((line) => line.label)].join("\n");
    expect(words).toContain("27,5\u00a0% of the greater of remuneration and taxable income");
    expect(words).not.toMatch(/\d ?%|\d\.\d+\s?%/);
    expect(result.assumptions.some((text) => text.startsWith("Endowment"))).toBe(true);
    expect(result.assumptions.some((text) => text.startsWith("Buy-to-let"))).toBe(false);
    expect(result.trace.some((line) => line.label.startsWith("RA: "))).toBe(true);
  });
});
