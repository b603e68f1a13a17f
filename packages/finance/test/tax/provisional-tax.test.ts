import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateIncomeTax, taxYearTable } from "../../src/tax";
import { incomeTaxInput } from "./arbitraries";
import { assess } from "./helpers";

// 2026, age 40: salary 600 000 → PAYE 121 475 + 36% × 87 200 − 17 235 = 135 632.
const employee = { age: 40, salary: 600_000, payePaid: 135_632 } as const;

describe("IRP6 payments (Fourth Schedule para 21)", () => {
  it("salary 600 000 + business 300 000: tax 251 258 + 41% × 42 100 − 17 235 = 251 284; first ½ × 251 284 − 67 816 = 57 826; second 251 284 − 135 632 − 57 826 = 57 826", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 300_000,
      provisional: {},
    }).provisionalTax;
    expect(p?.liability).toBe(251_284);
    expect(p?.payeFirstPeriod).toBe(67_816);
    expect(p?.firstPayment).toBe(57_826);
    expect(p?.secondPayment).toBe(57_826);
  });
  it("foreign tax credits reduce both payments: credits 10 000 → first 47 826, second 251 284 − 135 632 − 47 826 − 10 000 = 57 826", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 300_000,
      provisional: { foreignTaxCredits: 10_000 },
    }).provisionalTax;
    expect([p?.firstPayment, p?.secondPayment]).toEqual([47_826, 57_826]);
  });
  it("PAYE above half the tax in the first six months: first payment 0, not a refund", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 10_000,
      provisional: { payeFirstPeriod: 100_000 },
    }).provisionalTax;
    expect(p?.firstPayment).toBe(0);
  });
  it("not asked for: null", () => {
    expect(assess(2026, employee).provisionalTax).toBeNull();
  });
  it("first-period PAYE above the year's PAYE is refused", () => {
    expect(() =>
      calculateIncomeTax(
        { ...employee, provisional: { payeFirstPeriod: 200_000 } },
        taxYearTable(2026),
      ),
    ).toThrow(/provisional.payeFirstPeriod/);
  });
});

describe("underestimation penalty (para 20)", () => {
  it("R1m or less, 90% and basic amount: actual 900 000, estimate 700 000 < 810 000 and < basic 750 000; lesser of tax(810 000) 215 342 and tax(750 000) 191 942; paid 135 632 + 20 000; 20% × 36 310 = 7 262", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 300_000,
      provisionalTaxPaid: 20_000,
      provisional: { basicAmount: 750_000, secondPeriodEstimate: 700_000 },
    }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({
      rule: "90% and basic amount",
      underestimated: true,
      penalty: 7_262,
    });
    expect(p?.trace.at(-1)?.rule).toContain("Para 20(1)(b)");
  });
  it("R1m or less: an estimate below 90% but not below the basic amount is no underestimate (700 000 vs basic 650 000)", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 300_000,
      provisional: { basicAmount: 650_000, secondPeriodEstimate: 700_000 },
    }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({ underestimated: false, penalty: 0 });
  });
  it("R1m or less without a basic amount: not tested (null), and the working says why", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 300_000,
      provisional: { secondPeriodEstimate: 500_000 },
    }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({ underestimated: null, penalty: null });
  });
  it("above R1m, 80%: actual 1 300 000, estimate 1 000 000 < 1 040 000; tax(1 040 000) = 251 258 + 41% × 182 100 − 17 235 = 308 684; paid 235 632; 20% × 73 052 = 14 610.40", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 700_000,
      provisionalTaxPaid: 100_000,
      provisional: { secondPeriodEstimate: 1_000_000 },
    }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({ rule: "80%", underestimated: true, penalty: 14_610.4 });
    expect(p?.penaltyTest?.working).toContain("is below 80\u00a0% of R\u00a01\u00a0300\u00a0000");
    expect(p?.penaltyTest?.working).toContain("; 20\u00a0% × (tax on");
  });
  it("above R1m: an estimate of exactly 80% (1 040 000) passes", () => {
    const p = assess(2026, {
      ...employee,
      businessProfit: 700_000,
      provisional: { secondPeriodEstimate: 1_040_000 },
    }).provisionalTax;
    expect(p?.penaltyTest).toMatchObject({ underestimated: false, penalty: 0 });
  });
});

describe("properties", () => {
  it("first + second = max(first, liability − the year's PAYE − foreign credits); with PAYE split evenly, = liability less credits, not below 0", () => {
    fc.assert(
      fc.property(incomeTaxInput, fc.integer({ min: 0, max: 50_000 }), (input, foreign) => {
        const table = taxYearTable(2026);
        const r = calculateIncomeTax(
          { ...input, provisional: { foreignTaxCredits: foreign, notifiedBySars: true } },
          table,
        );
        const p = r.provisionalTax;
        if (!p) throw new Error("expected provisional tax");
        const cents = (x: number) => Math.round(x * 100);
        const net = cents(p.liability) - cents(p.payeYear) - cents(p.foreignTaxCredits);
        const sum = cents(p.firstPayment) + cents(p.secondPayment);
        expect(sum).toBe(Math.max(cents(p.firstPayment), net));
        if (cents(p.payeYear) % 2 === 0) expect(sum).toBe(Math.max(0, net));
      }),
    );
  }, 10_000);
  it("a person who is not a provisional taxpayer gets no payments and no penalty test, only the reason", () => {
    fc.assert(
      fc.property(incomeTaxInput, (input) => {
        const p = calculateIncomeTax(
          { ...input, provisional: {} },
          taxYearTable(2026),
        ).provisionalTax;
        if (!p) throw new Error("expected provisional tax");
        if (p.status.provisional) return;
        expect([p.firstPayment, p.secondPayment, p.penaltyTest]).toEqual([0, 0, null]);
        expect(p.status.reason).toMatch(/^Not a provisional taxpayer: /);
      }),
    );
  }, 10_000);
});
