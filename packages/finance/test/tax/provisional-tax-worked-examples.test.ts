import { describe, expect, it } from "vitest";
import { assess } from "./helpers";

// 2026 (1 March 2025 – 28 February 2026), age 40. Brackets: 673 001 – 857 900: 179 147 + 39 %;
// 857 901 – 1 817 000: 251 258 + 41 %; primary rebate 17 235.
// Salary 600 000 + business 300 000: tax 251 258 + 41 % × 42 100 − 17 235 = 251 284; PAYE on the
// salary 135 632, half of it (March–August) 67 816.
const trader = { age: 40, salary: 600_000, payePaid: 135_632, businessProfit: 300_000 } as const;

describe("the second payment deducts the first payment actually made (para 21(1)(b))", () => {
  it("first worked out: ½ × 251 284 − 67 816 = 57 826; not known → second 251 284 − 135 632 − 57 826 = 57 826", () => {
    const p = assess(2026, { ...trader, provisional: {} }).provisionalTax;
    expect([p?.firstPayment, p?.firstPaymentMade, p?.secondPayment]).toEqual([
      57_826,
      null,
      57_826,
    ]);
  });
  it("first made 40 000: second 251 284 − 135 632 − 40 000 = 75 652", () => {
    const p = assess(2026, { ...trader, provisional: { firstPaymentMade: 40_000 } }).provisionalTax;
    expect([p?.firstPaymentMade, p?.secondPayment]).toEqual([40_000, 75_652]);
  });
  it("nothing paid in August (0, not 'not known'): second 251 284 − 135 632 − 0 = 115 652", () => {
    const p = assess(2026, { ...trader, provisional: { firstPaymentMade: 0 } }).provisionalTax;
    expect([p?.firstPaymentMade, p?.secondPayment]).toEqual([0, 115_652]);
    expect(p?.trace.map((l) => l.label)).toContain("First payment made: nothing was paid");
  });
  it("first made 200 000 (more than needed): second 251 284 − 135 632 − 200 000 < 0 → 0, not a refund", () => {
    const p = assess(2026, {
      ...trader,
      provisional: { firstPaymentMade: 200_000 },
    }).provisionalTax;
    expect(p?.secondPayment).toBe(0);
  });
});

describe("'provisional tax paid' not known is not 0 (para 20 penalty, above R1m)", () => {
  // Salary 600 000 + business 700 000: taxable 1 300 000; tax 251 258 + 41 % × 442 100 − 17 235 =
  // 415 284. Estimate 1 000 000 < 80 % × 1 300 000 = 1 040 000; tax on 1 040 000 = 251 258 +
  // 41 % × 182 100 − 17 235 = 308 684.
  const big = { ...trader, businessProfit: 700_000 } as const;
  const plan = { secondPeriodEstimate: 1_000_000 } as const;
  it("paid 0 (known): 20 % × (308 684 − PAYE 135 632) = 34 610.40", () => {
    const p = assess(2026, { ...big, provisionalTaxPaid: 0, provisional: plan }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({
      underestimated: true,
      penalty: 34_610.4,
      paidBasis: "entered",
    });
  });
  it("not known: paid as planned 135 632 + 139 826 + 139 826 = 415 284 ≥ 308 684 → 0, labelled 'if paid as planned'", () => {
    const p = assess(2026, { ...big, provisional: plan }).provisionalTax;
    expect([p?.firstPayment, p?.secondPayment]).toEqual([139_826, 139_826]);
    expect(p?.penaltyTest).toMatchObject({ penalty: 0, paidBasis: "as planned" });
    expect(p?.penaltyTest?.working).toContain("if paid as planned");
  });
  it("balance: 415 284 − 135 632 = 279 652 if no provisional tax is paid; 279 652 − 279 652 = 0 if paid as planned", () => {
    const r = assess(2026, { ...big, provisional: plan });
    expect(r.balanceDue).toBe(279_652);
    expect(r.provisionalTax?.balanceIfNonePaid).toBe(279_652);
    expect(r.provisionalTax?.balanceIfPaidAsPlanned).toBe(0);
  });
  it("paid 100 000 (known): one balance, 279 652 − 100 000 = 179 652, both figures equal", () => {
    const r = assess(2026, { ...big, provisionalTaxPaid: 100_000, provisional: plan });
    expect(r.balanceDue).toBe(179_652);
    expect(r.provisionalTax?.balanceIfPaidAsPlanned).toBe(179_652);
  });
});

describe("the basic amount's 8 % a year (para 19(1)(d))", () => {
  // Actual 900 000 (salary 600 000 + business 300 000); paid 135 632 + 20 000 = 155 632.
  // tax(810 000) = 179 147 + 39 % × 137 000 − 17 235 = 215 342.
  const paid = { ...trader, provisionalTaxPaid: 20_000 } as const;
  it("assessed for 2025: 28 Feb 2025 + 18 months = 28 Aug 2026, after 28 Feb 2026 → no increase, basic 750 000", () => {
    const p = assess(2026, {
      ...paid,
      provisional: { basicAmount: 750_000, basicAmountYear: 2025, secondPeriodEstimate: 800_000 },
    }).provisionalTax;
    expect(p?.basicAmount).toEqual({
      assessed: 750_000,
      year: 2025,
      upliftYears: 0,
      amount: 750_000,
    });
    // 800 000 is below 810 000 but not below 750 000: no underestimate.
    expect(p?.penaltyTest).toMatchObject({ underestimated: false, penalty: 0 });
  });
  it("assessed for 2024: 29 Feb 2024 + 18 months = 29 Aug 2025, before 28 Feb 2026 → 750 000 + 8 % × 2 × 750 000 = 870 000", () => {
    const p = assess(2026, {
      ...paid,
      provisional: { basicAmount: 750_000, basicAmountYear: 2024, secondPeriodEstimate: 800_000 },
    }).provisionalTax;
    expect(p?.basicAmount).toEqual({
      assessed: 750_000,
      year: 2024,
      upliftYears: 2,
      amount: 870_000,
    });
  });
  it("assessed for 2024, estimate 800 000 < 810 000 and < 870 000: lesser of tax(810 000) 215 342 and tax(870 000) 238 984; 20 % × (215 342 − 155 632) = 11 942", () => {
    const p = assess(2026, {
      ...paid,
      provisional: { basicAmount: 750_000, basicAmountYear: 2024, secondPeriodEstimate: 800_000 },
    }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({
      basicAmount: 870_000,
      underestimated: true,
      penalty: 11_942,
    });
  });
  it("assessed for 2023: 3 years × 8 % = 24 %: 750 000 → 930 000 (simple, not compounded: not 944 784)", () => {
    const p = assess(2026, {
      ...paid,
      provisional: { basicAmount: 750_000, basicAmountYear: 2023 },
    }).provisionalTax;
    expect(p?.basicAmount?.amount).toBe(930_000);
  });
  it("year not given: taken as 2025, no increase", () => {
    const p = assess(2026, { ...paid, provisional: { basicAmount: 750_000 } }).provisionalTax;
    expect(p?.basicAmount).toMatchObject({ year: 2025, upliftYears: 0, amount: 750_000 });
  });
  it("an assessment year not before the scenario's year is refused", () => {
    expect(() =>
      assess(2026, { ...paid, provisional: { basicAmount: 750_000, basicAmountYear: 2026 } }),
    ).toThrow(/provisional.basicAmountYear/);
  });
});

describe("who is not a provisional taxpayer (para 1; exclusions (AA) and (BB); no over-65 rule since 2015)", () => {
  const status = (input: Parameters<typeof assess>[1]) =>
    assess(2026, { ...input, provisional: {} }).provisionalTax?.status;
  it("salary only: not provisional (all remuneration), no payments proposed", () => {
    const p = assess(2026, { age: 40, salary: 600_000, provisional: {} }).provisionalTax;
    expect(p?.status.provisional).toBe(false);
    expect(p?.status.reason).toMatch(/^Not a provisional taxpayer: all the income/);
    expect([p?.firstPayment, p?.secondPayment, p?.penaltyTest]).toEqual([0, 0, null]);
  });
  it("salary + interest 40 000 at 40: taxable interest 40 000 − 23 800 = 16 200 ≤ 30 000 → not provisional (BB)", () => {
    expect(status({ age: 40, salary: 400_000, localInterest: 40_000 })).toMatchObject({
      provisional: false,
      rule: expect.stringContaining("(BB)"),
    });
  });
  it("salary + interest 60 000 at 40: 60 000 − 23 800 = 36 200 > 30 000 → provisional", () => {
    expect(status({ age: 40, salary: 400_000, localInterest: 60_000 })?.provisional).toBe(true);
  });
  it("salary + rent 20 000 + interest 30 000 at 40: 20 000 + 6 200 = 26 200 ≤ 30 000 → not provisional (BB)", () => {
    expect(
      status({ age: 40, salary: 300_000, netRentalIncome: 20_000, localInterest: 30_000 })
        ?.provisional,
    ).toBe(false);
  });
  it("age 70, pension 100 000 + interest 60 000: taxable income 100 000 + 25 500 = 125 500 ≤ threshold 148 217 → not provisional (AA)", () => {
    expect(status({ age: 70, annuityIncome: 100_000, localInterest: 60_000 })).toMatchObject({
      provisional: false,
      rule: expect.stringContaining("(AA)"),
    });
  });
  it("age 70, pension 300 000 + rent 40 000: rent above 30 000 → provisional (the over-65 exemption was repealed from 1 March 2015)", () => {
    expect(status({ age: 70, annuityIncome: 300_000, netRentalIncome: 40_000 })?.provisional).toBe(
      true,
    );
  });
  it("a business, even at a loss (−10 000), makes a provisional taxpayer: the exclusions need 'no business'", () => {
    expect(status({ age: 40, salary: 500_000, businessProfit: -10_000 })?.provisional).toBe(true);
  });
  it("local dividends only add exempt income: salary + dividends 100 000 → not provisional (BB: 0 taxable)", () => {
    expect(status({ age: 40, salary: 500_000, localDividends: 100_000 })?.provisional).toBe(false);
  });
  it("SARS's notice makes anyone provisional: salary only + notified → payments worked out", () => {
    const p = assess(2026, {
      age: 40,
      salary: 600_000,
      payePaid: 100_000,
      provisional: { notifiedBySars: true },
    }).provisionalTax;
    expect(p?.status.provisional).toBe(true);
  });
});
