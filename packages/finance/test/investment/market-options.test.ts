import { describe, expect, it } from "vitest";
import {
  COMPARISON_DEFAULTS,
  compareInvestments,
  type InvestmentOptionInput,
} from "../../src/investment";
import { taxYearTable } from "../../src/tax";

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
  /** R50 000 now and R5 000 a month for 3 years at 0 % growth: R92 000 over the R46 000 a year. */
  const overTheLimits = (tfsaExcessTo?: "not-invested" | "penalty") =>
    compareInvestments({
      horizonYears: 3,
      inflationPercent: 0,
      options: [
        tfsa("TFSA", {
          lumpSum: 50_000,
          monthlyContribution: 5_000,
          growthPercent: 0,
          ...(tfsaExcessTo ? { tfsaExcessTo } : {}),
        }),
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });

  it("R50 000 lump + R5 000/month vs R46 000 a year: 3 × 46 000 = R138 000 invested, R92 000 cut, with a warning", () => {
    const result = overTheLimits("not-invested");
    expect(only(result).years.map((year) => year.contributed)).toEqual([46_000, 92_000, 138_000]);
    const warning = result.warnings.find((item) => item.code === "tfsa-cap");
    expect(warning?.optionIndex).toBe(0);
    expect(warning?.message).toContain("R\u00a092\u00a0000");
    expect(warning?.message).toContain("first in year 1");
    expect(warning?.message).toContain("attract a 40\u00a0% penalty");
  });
  it("penalty: the excess is paid into the TFSA anyway and SARS takes 40% of it: R50 000 + R5 000/month at 0% → excess 64 000 then 14 000 a year, penalty 25 600 + 5 600 + 5 600 = 36 800; paid in 135 600, 201 200, 266 800; all 230 000 in the TFSA, tax-free", () => {
    const result = overTheLimits("penalty");
    expect(only(result).years.map((year) => year.contributed)).toEqual([135_600, 201_200, 266_800]);
    expect(only(result).summary.finalAfterTaxValue).toBe(230_000);
    const labels = result.trace.map((line) => [line.label, line.amount]);
    expect(labels).toContainEqual([
      "TFSA: SARS's 40\u00a0% tax on the excess, paid by the investor",
      36_800,
    ]);
    expect(labels).toContainEqual([
      "TFSA: Planned contributions above the limits, paid into the TFSA anyway",
      92_000,
    ]);
    const warning = result.warnings.find((item) => item.code === "tfsa-cap");
    expect(warning?.message).toContain("paid into the TFSA anyway");
    expect(result.assumptions.join(" ")).toContain("taxed by SARS at 40\u00a0% of the excess");
  });
  it("by default the excess goes to a unit trust, so the TFSA option invests the same money: R50 000 + R5 000/month → 110 000, 170 000, 230 000 paid in; 138 000 in the TFSA, 92 000 in the unit trust", () => {
    const result = overTheLimits();
    expect(only(result).years.map((year) => year.contributed)).toEqual([110_000, 170_000, 230_000]);
    expect(only(result).summary.finalAfterTaxValue).toBe(230_000);
    const warning = result.warnings.find((item) => item.code === "tfsa-cap");
    expect(warning?.message).toContain("R\u00a092\u00a0000");
    expect(warning?.message).toContain("invested in a unit trust");
    expect(warning?.message).toContain("attract a 40\u00a0% penalty.");
  });
  it("R480 000 used before leaves R20 000 of the R500 000 lifetime limit", () => {
    const result = compareInvestments({
      horizonYears: 5,
      options: [
        tfsa("TFSA", {
          monthlyContribution: 3_000,
          growthPercent: 0,
          tfsaPriorContributions: 480_000,
          tfsaExcessTo: "not-invested",
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
        tfsa("TFSA", {
          monthlyContribution: 3_500,
          growthPercent: 0,
          tfsaExcessTo: "not-invested",
        }),
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
  it("R100 000 at 0% growth, 41%, saving reinvested: side-pot 41 000; the fund is below the R247 500 de minimis, all cash, R0 on the retirement table (first R550 000 at 0%): exit 100 000 + 41 000 = R141 000", () => {
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
          taxRefund: "reinvest",
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(summary.finalValue).toBe(141_000);
    expect(summary.finalAfterTaxValue).toBe(141_000);
    expect(summary.totalContributed).toBe(100_000);
  });
  it("spent: the R41 000 refund is counted as cash received at the year end, so the value is 100 000 + 41 000 = R141 000 (tax-free lump sum), the same as reinvested after one year, and the IRR on the same money out is 41%", () => {
    // cash flows: −100 000 at month 0; +141 000 (the value, the refund in it) at month 12
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
          taxRefund: "spend",
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const summary = only(result).summary;
    expect(summary.finalValue).toBe(141_000);
    expect(summary.finalAfterTaxValue).toBe(141_000);
    expect(summary.annualisedReturnPercent).toBeCloseTo(41, 6);
    expect(result.warnings.map((w) => w.code)).toContain("ra-refund-spent");
  });
  it("R3 000 000 fund at 0%, no inflation: one-third cash R1 000 000 → 39 600 + 27% × 230 000 = 101 700; annuity R2 000 000 at 5% = R100 000 a year on top of other income to R400 000 at 65: T(400 000) = 79 998 + 31% × 16 900 − 27 585 = 57 652, T(300 000) = 44 118 + 26% × 54 900 − 27 585 = 30 807, so 26 845 a year (26.845%) and 2 000 000 × 26.845% = 536 900 over its life; after tax 3 000 000 − 101 700 − 536 900 = 2 361 400", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      // Every rand deducted in the year (cap R3m) at a 0 % rate: no refund, no carry-forward, so
      // only the exit is tested.
      marginalTaxRate: 0,
      retirementAnnuity: { retirementIncome: 400_000, annualDeductionCap: 3_000_000 },
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 3_000_000,
          growthPercent: 0,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).summary.finalAfterTaxValue).toBe(2_361_400);
    const labels = result.trace.map((line) => [line.label, line.amount]);
    expect(labels).toContainEqual(["RA: One-third taken in cash", 1_000_000]);
    expect(labels).toContainEqual(["RA: Tax on the cash lump sum (retirement table)", 101_700]);
    expect(labels).toContainEqual([
      "RA: Tax on a year's annuity income (26,85\u00a0% of it)",
      26_845,
    ]);
    expect(labels).toContainEqual(["RA: Tax on the annuity's income over its life", 536_900]);
  });
  it("the annuity is taxed on its income, not its capital: R2 000 000 at 5% pays R100 000 a year, below the R153 250 threshold at 65 (27 585 ÷ 18%) with no other income, so no tax; after tax 3 000 000 − 101 700 = 2 898 300 (the old rule taxed the capital: 31% × 2 000 000 = 620 000)", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0,
      retirementAnnuity: { annualDeductionCap: 3_000_000 },
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 3_000_000,
          growthPercent: 0,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).summary.finalAfterTaxValue).toBe(2_898_300);
    const line = result.trace.find((l) => l.label.startsWith("RA: Retirement income taxed"));
    expect(line?.label).toContain("estimate: this annuity's income only");
    expect(line?.amount).toBe(100_000);
  });
  it("the annuity's income is in today's money: at 5% inflation over 1 year R2 000 000 pays 2 000 000 ÷ 1.05 × 5% = R95 238.10", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 5,
      marginalTaxRate: 0,
      retirementAnnuity: { annualDeductionCap: 3_000_000 },
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 3_000_000,
          growthPercent: 0,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const line = result.trace.find((l) =>
      l.label.startsWith("RA: Annuity income in its first year"),
    );
    expect(line?.amount).toBe(95_238.1);
  });
  it("under 65 only the primary rebate applies: age 60, R100 000 annuity alone: 18% × 100 000 − 17 820 = R180 a year (0.18%), × 2 000 000 = R3 600", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0,
      retirementAnnuity: { ageAtRetirement: 60, annualDeductionCap: 3_000_000 },
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 3_000_000,
          growthPercent: 0,
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    const labels = result.trace.map((line) => [line.label, line.amount]);
    expect(labels).toContainEqual(["RA: Tax on a year's annuity income (0,18\u00a0% of it)", 180]);
    expect(labels).toContainEqual(["RA: Tax on the annuity's income over its life", 3_600]);
  });
  it("the default cap is the 2027 table's R430 000: R500 000 in one year deducts 430 000 (saving 0.31 × 430 000 = R133 300) and warns", () => {
    const result = compareInvestments({
      horizonYears: 1,
      options: [
        {
          kind: "market",
          label: "RA",
          wrapper: "retirement-annuity",
          lumpSum: 500_000,
          growthPercent: 0,
          taxRefund: "reinvest",
        },
        tfsa("Other", { lumpSum: 1_000 }),
      ],
    });
    expect(only(result).summary.finalValue).toBe(633_300);
    expect(COMPARISON_DEFAULTS.raAnnualDeductionCap).toBe(taxYearTable(2027).retirement.annualCap);
    expect(result.warnings.some((item) => item.code === "ra-deduction-cap")).toBe(true);
  });
});

describe("discretionary income as SARS taxes it", () => {
  const unitTrust = (patch: Partial<InvestmentOptionInput>) =>
    ({
      kind: "market",
      label: "Unit trust",
      wrapper: "discretionary",
      lumpSum: 1_000_000,
      growthPercent: 10,
      incomeYieldPercent: 4,
      ...patch,
    }) as InvestmentOptionInput;
  const taxPaid = (patch: Partial<InvestmentOptionInput>, extra: object = {}) => {
    const result = compareInvestments({
      horizonYears: 1,
      marginalTaxRate: 0.45,
      ...extra,
      options: [unitTrust(patch), tfsa("Other", { lumpSum: 1_000 })],
    });
    return (
      result.trace.find((line) => line.label === "Unit trust: Tax paid during the term")?.amount ??
      0
    );
  };
  it("R1m, income 4% of 10% growth (≈ R40 000): all interest at 45% vs all local dividends at 20% dividends tax — the tax falls in the ratio 20/45", () => {
    const interest = taxPaid({});
    const dividends = taxPaid({ dividendYieldPercent: 4 });
    expect(interest).toBeGreaterThan(17_000);
    expect(Math.abs(dividends - (interest * 20) / 45)).toBeLessThan(0.02);
  });
  it("the interest exemption still available comes off first: R34 500 of ≈ R38 700 interest → 45% × the rest only", () => {
    const full = taxPaid({});
    const exempt = taxPaid({}, { interestExemptionAvailable: 34_500 });
    expect(full - exempt).toBeCloseTo(0.45 * 34_500, 1);
  });
  it("dividends above the income yield are refused", () => {
    expect(() => taxPaid({ dividendYieldPercent: 5 })).toThrow(/dividendYieldPercent/);
  });
});
