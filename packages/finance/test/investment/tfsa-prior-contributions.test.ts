import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPARISON_DEFAULTS,
  compareInvestments,
  FinanceInputError,
  type InvestmentOptionInput,
} from "../../src";

const rands = (max: number) =>
  fc.integer({ min: 0, max: Math.round(max * 100) }).map((cents) => cents / 100);
const ANNUAL = COMPARISON_DEFAULTS.tfsaAnnualLimit;
const LIFETIME = COMPARISON_DEFAULTS.tfsaLifetimeLimit;
const other: InvestmentOptionInput = { kind: "market", label: "Other", lumpSum: 1_000 };

/** A TFSA at 0 % growth whose excess is not invested: what it holds is what the limits let in. */
const tfsa = (
  money: { lumpSum: number; monthlyContribution: number },
  prior: { lifetime: number; thisYear: number },
): InvestmentOptionInput => ({
  kind: "market",
  label: "TFSA",
  wrapper: "tfsa",
  ...money,
  growthPercent: 0,
  tfsaExcessTo: "not-invested",
  tfsaPriorContributions: prior.lifetime,
  tfsaPriorThisTaxYear: prior.thisYear,
});

const priorContributions = rands(LIFETIME + 50_000).chain((lifetime) =>
  rands(Math.min(lifetime, ANNUAL + 10_000)).map((thisYear) => ({ lifetime, thisYear })),
);

describe("TFSA contributions made before the comparison (properties)", () => {
  it("a lump sum gets in only as far as this tax year's and the lifetime limit still allow", () => {
    fc.assert(
      fc.property(rands(200_000), priorContributions, (lumpSum, prior) => {
        const result = compareInvestments({
          horizonYears: 1,
          inflationPercent: 0,
          options: [tfsa({ lumpSum: lumpSum + 1, monthlyContribution: 0 }, prior), other],
        });
        const expected = Math.min(
          lumpSum + 1,
          Math.max(0, ANNUAL - prior.thisYear),
          Math.max(0, LIFETIME - prior.lifetime),
        );
        expect(result.options[0]?.summary.totalContributed).toBeCloseTo(expected, 2);
      }),
      { numRuns: 150 },
    );
  }, 10_000);

  it("over any horizon the TFSA never takes more than the lifetime limit less what was paid before, and more prior money never lets more in", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        rands(8_000),
        priorContributions,
        rands(20_000),
        (horizonYears, monthly, prior, extra) => {
          const run = (p: { lifetime: number; thisYear: number }) =>
            compareInvestments({
              horizonYears,
              inflationPercent: 0,
              options: [tfsa({ lumpSum: 0, monthlyContribution: monthly + 1 }, p), other],
            }).options[0]?.summary.totalContributed ?? 0;
          const held = run(prior);
          expect(held).toBeLessThanOrEqual(Math.max(0, LIFETIME - prior.lifetime) + 0.005);
          const more = { lifetime: prior.lifetime + extra, thisYear: prior.thisYear };
          expect(run(more)).toBeLessThanOrEqual(held + 0.005);
        },
      ),
      { numRuns: 60 },
    );
  }, 10_000);

  it("refuses this tax year's contributions above the lifetime total they are part of", () => {
    expect(() =>
      compareInvestments({
        horizonYears: 1,
        options: [
          tfsa({ lumpSum: 1_000, monthlyContribution: 0 }, { lifetime: 10_000, thisYear: 20_000 }),
          other,
        ],
      }),
    ).toThrow(FinanceInputError);
  });
});

/** The sentences with en-ZA's non-breaking spaces read as spaces. */
const plain = (lines: string[]) => lines.join(" ").replace(/[\u00a0\u202f]/g, " ");

describe("the comparison's assumptions name each TFSA's earlier contributions", () => {
  it("says none when there were none, and the limits left when there were", () => {
    const none = compareInvestments({
      horizonYears: 1,
      options: [
        tfsa({ lumpSum: 1_000, monthlyContribution: 0 }, { lifetime: 0, thisYear: 0 }),
        other,
      ],
    });
    expect(plain(none.assumptions)).toContain(
      "TFSA: no earlier contributions to tax-free accounts",
    );
    const some = compareInvestments({
      horizonYears: 1,
      options: [
        tfsa({ lumpSum: 1_000, monthlyContribution: 0 }, { lifetime: 120_000, thisYear: 6_000 }),
        other,
      ],
    });
    expect(plain(some.assumptions)).toContain(
      "TFSA: R 120 000 already contributed to tax-free accounts, R 6 000 of it in the current tax year",
    );
  });
});
