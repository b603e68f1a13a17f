import { describe, expect, it } from "vitest";
import {
  builtInComparisonTables,
  compareInvestments,
  type InvestmentComparisonInput,
  type InvestmentOptionInput,
} from "../../src/investment";

// Review N1 and issue 34: every option is compared on the same money out of the client's pocket;
// an RA's s11F refund is reinvested (the default) or counted as cash received, never lost; the
// rank, the best label and the annualised return agree.

const market = (wrapper: string, patch: object = {}) =>
  ({
    kind: "market",
    wrapper,
    monthlyContribution: 3_000,
    growthPercent: 8,
    annualFeePercent: 0,
    ...patch,
  }) as InvestmentOptionInput;

/** The reviewed case: Option 1 was created as the default "Unit trust" and made an RA. */
const reviewed = (raPatch: object = {}): InvestmentComparisonInput => ({
  horizonYears: 25,
  inflationPercent: 5,
  marginalTaxRate: 0.41,
  options: [
    market("retirement-annuity", { label: "Unit trust", ...raPatch }),
    market("tfsa", { label: "Tax-free savings account" }),
    market("discretionary", { label: "Unit trust 2" }),
  ],
});

const byLabel = (result: ReturnType<typeof compareInvestments>, label: string) => {
  const option = result.options.find((o) => o.label === label);
  if (option === undefined) throw new Error(`no option ${label}`);
  return option.summary;
};

describe("the reviewed RA vs TFSA vs unit trust (25 years, R3 000 a month each, 8 %, 0 % fees, 41 %)", () => {
  it("by default the refunds (41 % × 36 000 = R14 760 a year, R369 000 in all) are reinvested: the RA ranks first, R272 362,22 ahead of the TFSA in today's money (R1 073 900,53 against R801 538,31), and its annualised return is the highest too", () => {
    const result = compareInvestments(reviewed());
    const ra = byLabel(result, "Retirement annuity");
    const tfsa = byLabel(result, "Tax-free savings account");
    const unitTrust = byLabel(result, "Unit trust");
    expect(ra.rank).toBe(1);
    expect(result.bestLabel).toBe("Retirement annuity");
    expect(ra.finalRealValue).toBe(1_073_900.53);
    expect(tfsa.finalRealValue).toBe(801_538.31);
    expect(tfsa.differenceFromBest).toBe(-272_362.22);
    expect([ra.rank, tfsa.rank, unitTrust.rank]).toEqual([1, 2, 3]);
    const returns = [ra, tfsa, unitTrust].map((s) => s.annualisedReturnPercent ?? 0);
    expect([...returns].sort((a, b) => b - a)).toEqual(returns);
    expect([ra, tfsa, unitTrust].map((s) => s.totalContributed)).toEqual([
      900_000, 900_000, 900_000,
    ]);
    const refunds = result.trace.find((l) =>
      l.label.startsWith("Retirement annuity: Tax refunds on the deductions"),
    );
    expect(refunds?.amount).toBe(369_000);
  });

  it("spent by the adviser's choice, the refunds still count, as cash received at their buying power: the RA still ranks first, its annualised return agrees, and a warning says they earn nothing", () => {
    const result = compareInvestments(reviewed({ taxRefund: "spend" }));
    const ra = byLabel(result, "Retirement annuity");
    const tfsa = byLabel(result, "Tax-free savings account");
    expect(ra.rank).toBe(1);
    expect(ra.annualisedReturnPercent ?? 0).toBeGreaterThan(tfsa.annualisedReturnPercent ?? 0);
    // Each R14 760 refund at year end y is kept level with 5 % inflation: in today's money
    // 14 760 ÷ 1.05^y, together 14 760 × (1 − 1.05^−25) ÷ 0.05 = R208 026,62. Added to the RA
    // without refunds (2 665 811,76 ÷ 1.05^25 = R787 221,60): R995 248,22.
    expect(ra.finalRealValue).toBe(995_248.22);
    const reinvested = byLabel(compareInvestments(reviewed()), "Retirement annuity");
    expect(ra.finalRealValue).toBeLessThan(reinvested.finalRealValue);
    expect(result.warnings.find((w) => w.code === "ra-refund-spent")?.message).toMatch(
      /^Retirement annuity: the client spends the tax refunds \(R\s369\s000 in all\)/,
    );
    expect(result.warnings.some((w) => w.code === "rank-and-return-differ")).toBe(false);
  });

  it("names follow the wrapper: the RA made from the default “Unit trust” option is “Retirement annuity” in the result, the best label, the working and the warnings; the discretionary “Unit trust 2” is plain “Unit trust”", () => {
    const result = compareInvestments(reviewed({ taxRefund: "spend" }));
    expect(result.options.map((o) => o.label)).toEqual([
      "Retirement annuity",
      "Tax-free savings account",
      "Unit trust",
    ]);
    const words = [
      ...result.trace.map((l) => l.label),
      ...result.warnings.map((w) => w.message),
    ].join("\n");
    expect(words).not.toMatch(/Unit trust: (One-third|Annuity|Tax refunds)/);
    expect(words).toContain("Retirement annuity: One-third taken in cash");
  });
});

describe("the TFSA's exit tax says what it holds", () => {
  it("with the excess in a unit trust: the TFSA's own exit tax is R0 (tax-free, s12T), the unit trust's CGT has its own line, and the total is their sum", () => {
    const result = compareInvestments(reviewed());
    const line = (label: string) =>
      result.trace.find((l) => l.label === `Tax-free savings account: ${label}`);
    expect(line("Exit tax on the TFSA")?.amount).toBe(0);
    expect(line("Exit tax on the TFSA")?.rule).toContain("tax-free (s12T)");
    const cgt = line("CGT on the unit trust holding the contributions above the limits");
    expect(cgt?.amount).toBe(30_225.36);
    expect(cgt?.rule).not.toContain("s12T");
    expect(line("Exit tax at the horizon")?.amount).toBe(30_225.36);
    expect(line("Exit tax at the horizon")?.rule ?? "").not.toContain("tax-free");
  });
});

describe("s11F carry-forward (s11F(3)) and contributions never deducted (Second Schedule para 5(1)(a), s10C)", () => {
  const lumpRa = (lumpSum: number) =>
    market("retirement-annuity", {
      label: "RA",
      lumpSum,
      monthlyContribution: 0,
      growthPercent: 0,
    });
  const other = market("tfsa", { label: "Other", lumpSum: 1_000, monthlyContribution: 0 });
  const refundsOf = (result: ReturnType<typeof compareInvestments>) =>
    result.trace.find((l) => l.label.startsWith("RA: Tax refunds"))?.amount;

  it("R600 000 into an RA in year 1 at 45 %, income R2 000 000 (27,5 % = R550 000, so the R350 000 rand cap governs): year 1 deducts 350 000 (refund 157 500), year 2 the 250 000 carried forward (refund 112 500), year 3 nothing: R270 000 over 3 years = 45 % × 600 000, not 45 % × 430 000 = R193 500 with the excess lost", () => {
    const result = compareInvestments({
      horizonYears: 3,
      inflationPercent: 0,
      marginalTaxRate: 0.45,
      retirementAnnuity: { annualDeductionCap: 350_000, deductionIncome: 2_000_000 },
      options: [lumpRa(600_000), other],
    });
    expect(refundsOf(result)).toBe(270_000);
    const yearly = result.options[0]?.years.map((y) => y.value - 600_000);
    expect(yearly).toEqual([157_500, 270_000, 270_000]);
    expect(
      result.trace.some((l) => l.label === "RA: Contributions never deducted by the horizon"),
    ).toBe(false);
  });

  it("the 27,5 % limb: income R800 000 limits the deduction to R220 000 a year, so R600 000 is deducted 220 000 + 220 000 + 160 000 over 3 years: at 36 % the refunds are 79 200 + 79 200 + 57 600 = R216 000", () => {
    const result = compareInvestments({
      horizonYears: 3,
      inflationPercent: 0,
      marginalTaxRate: 0.36,
      retirementAnnuity: { annualDeductionCap: 350_000, deductionIncome: 800_000 },
      options: [lumpRa(600_000), other],
    });
    expect(result.options[0]?.years.map((y) => y.value - 600_000)).toEqual([
      79_200, 158_400, 216_000,
    ]);
    expect(result.assumptions.join("\n")).toContain("R\u00a0220\u00a0000 a year");
  });

  it("R3 000 000 at 0 %, deduction limit R2 900 000, retired after 1 year: the R100 000 never deducted comes off the R1 000 000 cash, so the lump-sum tax is 39 600 + 27 % × (900 000 − 770 000) = R74 700, not R101 700", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0,
      retirementAnnuity: { annualDeductionCap: 2_900_000, retirementIncome: 400_000 },
      options: [lumpRa(3_000_000), other],
    });
    const line = (label: string) => result.trace.find((l) => l.label === `RA: ${label}`)?.amount;
    expect(line("Less contributions never deducted (taxable part of the cash)")).toBe(100_000);
    expect(line("Tax on the cash lump sum (retirement table)")).toBe(74_700);
    // The annuity as before: R2 000 000 × 26,845 % (T(400 000) − T(300 000) at 65) = 536 900.
    expect(line("Tax on the annuity's income over its life")).toBe(536_900);
    expect(result.options[0]?.summary.finalAfterTaxValue).toBe(3_000_000 - 74_700 - 536_900);
  });

  it("limit R1 000 000: R2 000 000 never deducted clears the R1 000 000 cash (no lump-sum tax) and the other R1 000 000 exempts as much annuity income (s10C): annuity tax (2 000 000 − 1 000 000) × 26,845 % = R268 450", () => {
    const result = compareInvestments({
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0,
      retirementAnnuity: { annualDeductionCap: 1_000_000, retirementIncome: 400_000 },
      options: [lumpRa(3_000_000), other],
    });
    const line = (label: string) => result.trace.find((l) => l.label === `RA: ${label}`)?.amount;
    expect(line("Tax on the cash lump sum (retirement table)")).toBe(0);
    expect(line("Annuity income exempt: the rest of the contributions never deducted")).toBe(
      1_000_000,
    );
    expect(line("Tax on the annuity's income over its life")).toBe(268_450);
    expect(result.options[0]?.summary.finalAfterTaxValue).toBe(3_000_000 - 268_450);
  });
});

describe("the RA's de minimis is the lump-sum table's", () => {
  it("a R300 000 fund: above the table's R247 500 one-third is cash; with the table's de minimis edited to R360 000 all of it is", () => {
    const input: InvestmentComparisonInput = {
      horizonYears: 1,
      inflationPercent: 0,
      marginalTaxRate: 0,
      options: [
        market("retirement-annuity", {
          label: "RA",
          lumpSum: 300_000,
          monthlyContribution: 0,
          growthPercent: 0,
        }),
        market("tfsa", { label: "Other", lumpSum: 1_000, monthlyContribution: 0 }),
      ],
    };
    const cash = (result: ReturnType<typeof compareInvestments>) =>
      result.trace.find((l) => /^RA: (One-third|Whole fund)/.test(l.label));
    const builtIn = builtInComparisonTables();
    expect(cash(compareInvestments(input, builtIn))?.amount).toBe(100_000);
    const edited = {
      ...builtIn,
      lumpSums: builtIn.lumpSums.map((table) => ({ ...table, deMinimis: 360_000 })),
    };
    const whole = cash(compareInvestments(input, edited));
    expect(whole?.amount).toBe(300_000);
    expect(whole?.label).toContain("R\u00a0360\u00a0000 de minimis");
  });
});

describe("REIT distributions are income, not interest", () => {
  const taxPaid = (patch: object) => {
    const result = compareInvestments({
      horizonYears: 1,
      marginalTaxRate: 0.45,
      interestExemptionAvailable: 34_500,
      options: [
        market("discretionary", {
          label: "Fund",
          lumpSum: 1_000_000,
          monthlyContribution: 0,
          growthPercent: 10,
          incomeYieldPercent: 4,
          ...patch,
        }),
        market("tfsa", { label: "Other", lumpSum: 1_000, monthlyContribution: 0 }),
      ],
    });
    return result.trace.find((l) => l.label === "Fund: Tax paid during the term")?.amount ?? 0;
  };
  it("all the income as REIT distributions gets none of the R34 500 interest exemption: 45 % of all of it, R15 525 more than the same income as interest", () => {
    const asInterest = taxPaid({});
    const asReits = taxPaid({ reitYieldPercent: 4 });
    expect(asReits - asInterest).toBeCloseTo(0.45 * 34_500, 1);
  });
  it("REITs and dividends together above the income yield are refused", () => {
    expect(() => taxPaid({ dividendYieldPercent: 2, reitYieldPercent: 2.5 })).toThrow(
      /reitYieldPercent/,
    );
  });
});
