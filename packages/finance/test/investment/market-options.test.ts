import { describe, expect, it } from "vitest";
import { compareInvestments, type InvestmentOptionInput } from "../../src/investment";

// Expected figures are worked out with decimal arithmetic from the stated rules. Monthly growth
// is (1 + g)^(1/12) − 1 with the value rounded to the cent each month, so compounded values are
// checked to within R1 of the closed form, and taxes exactly against the engine's own value.

const tfsa = (label: string, patch: Partial<InvestmentOptionInput> = {}) =>
  ({ kind: "market", label, wrapper: "tfsa", ...patch }) as InvestmentOptionInput;

function only(result: ReturnType<typeof compareInvestments>, index = 0) {
  const option = result.options[index];
  if (option === undefined) throw new Error("missing option");
  return option;
}

describe("lump sum growth", () => {
  it("R100 000 at 8% for 10 years = 100 000 × 1.08^10 = R215 892.50; CGT on (gain − R50 000) × 40% × 31%", () => {
    const result = compareInvestments({
      horizonYears: 10,
      inflationPercent: 5,
      options: [
        { kind: "market", label: "Unit trust", lumpSum: 100_000, growthPercent: 8 },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(Math.abs(summary.finalValue - 215_892.5)).toBeLessThan(1);
    const cgt = Math.round((summary.finalValue - 100_000 - 50_000) * 0.4 * 0.31 * 100) / 100;
    expect(summary.finalAfterTaxValue).toBeCloseTo(summary.finalValue - cgt, 2);
    // real = after-tax ÷ 1.05^10
    expect(summary.finalRealValue).toBeCloseTo(summary.finalAfterTaxValue / 1.05 ** 10, 2);
    expect(summary.totalContributed).toBe(100_000);
  });
  it("a gain below the R50 000 exclusion pays no CGT: R100 000 at 8% for 5 years gains R46 932.81", () => {
    const result = compareInvestments({
      horizonYears: 5,
      options: [
        { kind: "market", label: "Unit trust", lumpSum: 100_000 },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(Math.abs(summary.finalValue - 146_932.81)).toBeLessThan(1);
    expect(summary.finalAfterTaxValue).toBe(summary.finalValue);
  });
});

describe("monthly contributions", () => {
  it("R1 000/month escalating 10% a year at 0% growth: 12 × (1 000 + 1 100 + 1 210) = R39 720 after 3 years", () => {
    const result = compareInvestments({
      horizonYears: 3,
      inflationPercent: 0,
      options: [
        tfsa("TFSA", {
          monthlyContribution: 1_000,
          contributionEscalationPercent: 10,
          growthPercent: 0,
        }),
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const years = only(result).years;
    expect(years.map((year) => year.contributed)).toEqual([12_000, 25_200, 39_720]);
    expect(years.map((year) => year.value)).toEqual([12_000, 25_200, 39_720]);
    expect(years[2]?.real).toBe(39_720); // 0% inflation: real = nominal
  });
  it("R1 000/month at the start of each month, 12% a year for 10 years: 1 000 × ((1+g)^120 − 1)/g × (1+g) = R224 035.89", () => {
    const result = compareInvestments({
      horizonYears: 10,
      options: [
        tfsa("TFSA", { monthlyContribution: 1_000, growthPercent: 12 }),
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(Math.abs(summary.finalValue - 224_035.89)).toBeLessThan(1);
    expect(summary.totalContributed).toBe(120_000);
    expect(summary.annualisedReturnPercent).toBeCloseTo(12, 2);
  });
  it("a 1% yearly fee, charged monthly, costs more than 1% of the final value", () => {
    const result = compareInvestments({
      horizonYears: 10,
      options: [
        tfsa("No fee", { lumpSum: 36_000, growthPercent: 8 }),
        tfsa("1% fee", { lumpSum: 36_000, growthPercent: 8, annualFeePercent: 1 }),
      ],
    });
    const [noFee, withFee] = result.options.map((option) => option.summary.finalValue);
    // ≈ 36 000 × (1.08 × 0.99)^10 = 70 248.99 vs 77 720.73 without the fee
    expect(
      Math.abs((withFee ?? 0) - 36_000 * (1.08 ** (1 / 12) * (1 - 0.01 / 12)) ** 120),
    ).toBeLessThan(1);
    expect(noFee ?? 0).toBeGreaterThan((withFee ?? 0) * 1.01);
  });
});

describe("TFSA limits", () => {
  it("R50 000 lump + R5 000/month vs R46 000 a year: 3 × 46 000 = R138 000 invested, R92 000 cut, with a warning", () => {
    const result = compareInvestments({
      horizonYears: 3,
      inflationPercent: 0,
      options: [
        tfsa("TFSA", { lumpSum: 50_000, monthlyContribution: 5_000, growthPercent: 0 }),
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).years.map((year) => year.contributed)).toEqual([46_000, 92_000, 138_000]);
    const warning = result.warnings.find((item) => item.code === "tfsa-cap");
    expect(warning?.optionIndex).toBe(0);
    expect(warning?.message).toContain("R\u00a092\u00a0000");
    expect(warning?.message).toContain("first in year 1");
  });
  it("R480 000 used before leaves R20 000 of the R500 000 lifetime limit", () => {
    const result = compareInvestments({
      horizonYears: 5,
      options: [
        tfsa("TFSA", {
          monthlyContribution: 3_000,
          growthPercent: 0,
          tfsaPriorContributions: 480_000,
        }),
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).summary.totalContributed).toBe(20_000);
    expect(result.warnings.some((item) => item.code === "tfsa-cap")).toBe(true);
  });
  it("the limits are inputs: R36 000 a year (2021–2026) cuts a R3 500/month plan to 36 000 a year", () => {
    const result = compareInvestments({
      horizonYears: 1,
      tfsa: { annualLimit: 36_000 },
      options: [
        tfsa("TFSA", { monthlyContribution: 3_500, growthPercent: 0 }),
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).summary.totalContributed).toBe(36_000);
  });
});

describe("discretionary tax", () => {
  it("R1 000 000 at 10% for 5 years, 45%: gain 610 510, CGT (610 510 − 50 000) × 40% × 45% = R100 891.80", () => {
    const result = compareInvestments({
      horizonYears: 5,
      marginalTaxRate: 0.45,
      options: [
        { kind: "market", label: "Unit trust", lumpSum: 1_000_000, growthPercent: 10 },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(Math.abs(summary.finalValue - 1_610_510)).toBeLessThan(1);
    const cgt = summary.finalValue - summary.finalAfterTaxValue;
    expect(Math.abs(cgt - 100_891.8)).toBeLessThan(0.2);
    expect(cgt).toBeCloseTo(Math.round((summary.finalValue - 1_050_000) * 0.18 * 100) / 100, 2);
  });
  it("income yield 4% of 10% growth is taxed yearly at 30%: R100 000 for 1 year ≈ 100 000 + 10 000 − 0.3 × 4 000 = R108 800", () => {
    const result = compareInvestments({
      horizonYears: 1,
      marginalTaxRate: 0.3,
      options: [
        {
          kind: "market",
          label: "Income fund",
          lumpSum: 100_000,
          growthPercent: 10,
          incomeYieldPercent: 4,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(Math.abs(summary.finalValue - 108_800)).toBeLessThan(1);
    // base cost 100 000 + net income 2 800 → gain ≈ 6 000 < R50 000 exclusion: no CGT
    expect(summary.finalAfterTaxValue).toBe(summary.finalValue);
  });
});

describe("endowment", () => {
  it("R100 000, 10% growth of which 4% income, 1 year: tax 30% × 4 000 + 12% × 6 000 = 1 920 → R108 080, none at exit", () => {
    const result = compareInvestments({
      horizonYears: 1,
      options: [
        {
          kind: "market",
          label: "Endowment",
          wrapper: "endowment",
          lumpSum: 100_000,
          growthPercent: 10,
          incomeYieldPercent: 4,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(Math.abs(summary.finalValue - 108_080)).toBeLessThan(1);
    expect(summary.finalAfterTaxValue).toBe(summary.finalValue);
  });
});

describe("retirement annuity", () => {
  it("R100 000 at 0% growth, 41%, saving reinvested: side-pot 41 000; exit 100 000 − 41% + 41 000 = R100 000", () => {
    const result = compareInvestments({
      horizonYears: 1,
      marginalTaxRate: 0.41,
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 100_000,
          growthPercent: 0,
          reinvestTaxSaving: true,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(summary.finalValue).toBe(141_000);
    expect(summary.finalAfterTaxValue).toBe(100_000);
    expect(summary.totalContributed).toBe(100_000);
  });
  it("not reinvested: the R41 000 saving is paid out, so the value is R100 000, after tax R59 000, and the IRR is 0%", () => {
    // cash flows: −100 000 at month 0; +41 000 (saving) and +59 000 (exit) at month 12
    const result = compareInvestments({
      horizonYears: 1,
      marginalTaxRate: 0.41,
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 100_000,
          growthPercent: 0,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(summary.finalValue).toBe(100_000);
    expect(summary.finalAfterTaxValue).toBe(59_000);
    expect(summary.annualisedReturnPercent).toBeCloseTo(0, 6);
  });
  it("R400 000 in one year deducts only the R350 000 cap (saving 0.31 × 350 000 = R108 500) and warns", () => {
    const result = compareInvestments({
      horizonYears: 1,
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 400_000,
          growthPercent: 0,
          reinvestTaxSaving: true,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).summary.finalValue).toBe(508_500);
    expect(result.warnings.some((item) => item.code === "ra-deduction-cap")).toBe(true);
  });
});
