import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import {
  lumpSumTableFor,
  lumpSumTableInForce,
  lumpSumTables,
  twoPotRetirement,
} from "../../src/retirement";
import { assess } from "./helpers";

// 2026 tables: retirement lump sums 0 % to 550 000; 18 % to 770 000; 39 600 + 27 % to 1 155 000.
// Withdrawal: 0 % to 27 500; 18 % to 726 000; 125 730 + 27 % to 1 089 000. Small-interest limit
// for the two-pot retirement component: ⅔ × R247 500 = R165 000.

describe("two-pot: the tax withheld on a savings withdrawal is credited (tax directive)", () => {
  // Salary 300 000: tax 41 797; with R50 000 more: 54 797; the withdrawal's tax 13 000.
  it("PAYE 41 797 + directive 13 000 against tax 54 797: balance 54 797 − 41 797 − 13 000 = 0", () => {
    const r = assess(2026, {
      age: 40,
      salary: 300_000,
      payePaid: 41_797,
      savingsWithdrawal: 50_000,
    });
    expect(r.prepaidTax).toBe(54_797);
    expect(r.balanceDue).toBe(0);
    expect(r.savingsWithdrawal).toEqual({ amount: 50_000, fee: 0, tax: 13_000, received: 37_000 });
    expect(r.savingsWithdrawalDirective).toEqual({ withheld: 13_000, entered: false });
  });
  it("the fund withheld 10 000 (entered): receive 50 000 − 10 000 = 40 000; balance 54 797 − 41 797 − 10 000 = 3 000", () => {
    const r = assess(2026, {
      age: 40,
      salary: 300_000,
      payePaid: 41_797,
      savingsWithdrawal: 50_000,
      savingsWithdrawalTaxWithheld: 10_000,
    });
    expect(r.savingsWithdrawal).toMatchObject({ tax: 13_000, received: 40_000 });
    expect(r.savingsWithdrawalDirective).toEqual({ withheld: 10_000, entered: true });
    expect(r.balanceDue).toBe(3_000);
  });
  it("directive tax is employees' tax for IRP6: trader with a R30 000 withdrawal; second payment deducts it", () => {
    // Salary 600 000 + business 300 000 + 30 000: tax 251 258 + 41 % × 72 100 − 17 235 = 263 584;
    // withdrawal tax 263 584 − 251 284 = 12 300. First ½ × 263 584 − 67 816 = 63 976;
    // second 263 584 − (135 632 + 12 300) − 63 976 = 51 676.
    const p = assess(2026, {
      age: 40,
      salary: 600_000,
      payePaid: 135_632,
      businessProfit: 300_000,
      savingsWithdrawal: 30_000,
      provisional: {},
    }).provisionalTax;
    expect([p?.payeYear, p?.firstPayment, p?.secondPayment]).toEqual([147_932, 63_976, 51_676]);
  });
  it("a withheld tax above the withdrawal less the fee is refused", () => {
    expect(() =>
      assess(2026, {
        age: 40,
        salary: 300_000,
        savingsWithdrawal: 10_000,
        savingsWithdrawalFee: 300,
        savingsWithdrawalTaxWithheld: 9_800,
      }),
    ).toThrow(/savingsWithdrawalTaxWithheld/);
  });
});

describe("two-pot at retirement: vested ⅓, savings in full, retirement component only within R165 000", () => {
  const table = lumpSumTableFor("2025-09-01");
  it("vested 300 000, savings 60 000, retirement 240 000: 240 000 + ⅔ × 300 000 = 440 000 > 165 000 → cash 100 000 + 60 000 = 160 000", () => {
    const t = twoPotRetirement({ vested: 300_000, savings: 60_000, retirement: 240_000 }, table);
    expect(t).toMatchObject({
      wholeInCash: false,
      vestedCash: 100_000,
      savingsCash: 60_000,
      retirementCash: 0,
      maximumCash: 160_000,
      smallInterestLimit: 165_000,
    });
  });
  it("vested 90 000, savings 20 000, retirement 100 000: 100 000 + 60 000 = 160 000 ≤ 165 000 → all 210 000 in cash", () => {
    const t = twoPotRetirement({ vested: 90_000, savings: 20_000, retirement: 100_000 }, table);
    expect([t.wholeInCash, t.maximumCash]).toEqual([true, 210_000]);
  });
  it("retirement component exactly 165 000 (no vested): within the limit → 30 000 + 165 000 = 195 000; 165 000.01 is not", () => {
    expect(
      twoPotRetirement({ vested: 0, savings: 30_000, retirement: 165_000 }, table).maximumCash,
    ).toBe(195_000);
    expect(
      twoPotRetirement({ vested: 0, savings: 30_000, retirement: 165_000.01 }, table).maximumCash,
    ).toBe(30_000);
  });
  it("vested 1 500 000, savings 300 000, retirement 600 000 at 65: cash 500 000 + 300 000 = 800 000, tax 39 600 + 27 % × 30 000 = 47 700; annuity 1 600 000", () => {
    const r = assess(2026, {
      age: 65,
      lumpSums: [
        {
          kind: "retirement",
          amount: 800_000,
          accrualDate: "2025-09-01",
          components: { vested: 1_500_000, savings: 300_000, retirement: 600_000 },
        },
      ],
    });
    expect(r.lumpSums[0]?.tax).toBe(47_700);
    expect(r.lumpSums[0]?.twoPot?.maximumCash).toBe(800_000);
    expect(r.lumpSums[0]?.trace.find((l) => l.label.startsWith("Left in the fund"))?.amount).toBe(
      1_600_000,
    );
  });
  it("cash above what the components allow (200 000 > 160 000) is refused on lumpSums.0.amount", () => {
    let caught: unknown;
    try {
      assess(2026, {
        age: 65,
        lumpSums: [
          {
            kind: "retirement",
            amount: 200_000,
            accrualDate: "2025-09-01",
            components: { vested: 300_000, savings: 60_000, retirement: 240_000 },
          },
        ],
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FinanceInputError);
    expect((caught as FinanceInputError).field).toBe("lumpSums.0.amount");
  });
  it("components on a withdrawal benefit are refused", () => {
    expect(() =>
      assess(2026, {
        age: 40,
        lumpSums: [
          {
            kind: "withdrawal",
            amount: 10_000,
            accrualDate: "2025-09-01",
            components: { vested: 10_000 },
          },
        ],
      }),
    ).toThrow(/lumpSums.0.components/);
  });
  it("property: the cash never exceeds the components, and is at least ⅓ vested + savings", () => {
    const cents = fc.integer({ min: 0, max: 500_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(cents, cents, cents, (vested, savings, retirement) => {
        const t = twoPotRetirement({ vested, savings, retirement }, table);
        const c = (x: number) => Math.round(x * 100);
        expect(c(t.maximumCash)).toBeLessThanOrEqual(c(vested) + c(savings) + c(retirement));
        expect(c(t.maximumCash)).toBeGreaterThanOrEqual(Math.floor(c(vested) / 3) + c(savings));
        expect(3 * c(t.vestedCash)).toBeLessThanOrEqual(t.wholeInCash ? 3 * c(vested) : c(vested));
      }),
    );
  }, 10_000);
});

describe("a 'retirement' lump sum before 55 asks why (ill health, retrenchment…) or suggests the withdrawal table", () => {
  // Born 14 May 1981: 44 on 1 September 2025. R800 000: retirement table 39 600 + 27 % × 30 000 =
  // 47 700; withdrawal table 125 730 + 27 % × 74 000 = 145 710.
  const young = { dateOfBirth: "1981-05-14", salary: 0 } as const;
  const lump = { kind: "retirement", amount: 800_000, accrualDate: "2025-09-01" } as const;
  it("no reason given at 44: a warning on lumpSums.0.event naming both taxes, R 47 700 and R 145 710", () => {
    const r = assess(2026, { ...young, lumpSums: [lump] });
    expect(r.lumpSums[0]?.tax).toBe(47_700);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({
      code: "lump-sum/retirement-before-55",
      field: "lumpSums.0.event",
    });
    expect(r.warnings[0]?.message).toContain("R\u00a0145\u00a0710");
    expect(r.warnings[0]?.message).toContain("R\u00a047\u00a0700");
  });
  it("ill health at 44: the retirement table without a warning", () => {
    const r = assess(2026, { ...young, lumpSums: [{ ...lump, event: "ill-health" }] });
    expect([r.lumpSums[0]?.tax, r.warnings]).toEqual([47_700, []]);
  });
  it("'retirement' said explicitly at 44 still warns (funds let members retire from 55)", () => {
    const r = assess(2026, { ...young, lumpSums: [{ ...lump, event: "retirement" }] });
    expect(r.warnings[0]?.message).toContain("Funds let members retire from 55");
  });
  it("born 2 September 1970: 54 on 1 September 2025 warns; 55 on 2 September 2025 does not", () => {
    const born = { dateOfBirth: "1970-09-02", salary: 0 } as const;
    expect(assess(2026, { ...born, lumpSums: [lump] }).warnings).toHaveLength(1);
    expect(
      assess(2026, { ...born, lumpSums: [{ ...lump, accrualDate: "2025-09-02" }] }).warnings,
    ).toEqual([]);
  });
  it("a withdrawal benefit at 44 is on the withdrawal table: no warning", () => {
    const r = assess(2026, { ...young, lumpSums: [{ ...lump, kind: "withdrawal" }] });
    expect([r.lumpSums[0]?.tax, r.warnings]).toEqual([145_710, []]);
  });
});

describe("a lump-sum table picked beyond its dates is flagged, before them refused (one rule)", () => {
  it("only the 1 March 2014 table known, lump sum on 1 September 2025: computed on it with a warning", () => {
    const [old] = lumpSumTables;
    if (!old) throw new Error("expected the 2014 table");
    const r = assess(2026, {
      age: 65,
      lumpSums: [{ kind: "retirement", amount: 600_000, accrualDate: "2025-09-01" }],
    });
    expect(r.warnings).toEqual([]);
    const stale = lumpSumTableInForce("2025-09-01", [old]);
    expect(stale.stale).toBe(
      "No lump-sum tax table has been published for 01 September 2025 yet; the latest (from 01 March 2014) is used.",
    );
  });
  it("2099: the latest table with a warning; 2014-02-28: refused naming accrualDate", () => {
    expect(lumpSumTableInForce("2099-06-01").stale).toContain("01 June 2099");
    expect(() => lumpSumTableInForce("2014-02-28")).toThrow(FinanceInputError);
  });
});
