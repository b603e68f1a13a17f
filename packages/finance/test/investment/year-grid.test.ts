import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareInvestments, YEAR_GRID_MEASURES, yearGrid } from "../../src/investment";

const WRAPPERS = ["discretionary", "tfsa", "endowment", "retirement-annuity"] as const;
const option = (label: string, wrapper: (typeof WRAPPERS)[number]) => ({
  kind: "market" as const,
  label,
  wrapper,
  monthlyContribution: 2_000,
});

describe("yearGrid: the comparison's year × option table", () => {
  it("every cell is the option's own year row, for any horizon, option count and measure", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom(...YEAR_GRID_MEASURES.map((m) => m.key)),
        (horizonYears, count, measure) => {
          const result = compareInvestments({
            horizonYears,
            options: WRAPPERS.slice(0, count).map((w, i) => option(`Option ${i + 1}`, w)),
          });
          const grid = yearGrid(result, measure);
          expect(grid.map((row) => row.year)).toEqual(
            Array.from({ length: horizonYears }, (_, i) => i + 1),
          );
          for (const row of grid) {
            expect(row.values).toHaveLength(count);
            row.values.forEach((value, o) => {
              expect(value).toBe(result.options[o]?.years[row.year - 1]?.[measure]);
            });
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 10_000);

  it("a year past an option's rows is empty, not zero", () => {
    const grid = yearGrid(
      {
        horizonYears: 2,
        options: [
          { years: [{ year: 1, contributed: 1, value: 2, afterTaxExitValue: 3, real: 4 }] },
        ] as never,
      },
      "value",
    );
    expect(grid).toEqual([
      { year: 1, values: [2] },
      { year: 2, values: [null] },
    ]);
  });
});
