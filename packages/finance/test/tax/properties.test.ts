import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  builtInTaxYears,
  calculateIncomeTax,
  type IncomeTaxResult,
  type TaxYearTable,
  taxYearTable,
  validateTaxYearTable,
} from "../../src/tax";
import { builtInTable, incomeTaxInput, rands, validTable } from "./arbitraries";

const TOP_RATE = 0.45;

/** Every number in the result is finite and a whole number of cents (rates aside). */
function expectWellFormed(result: IncomeTaxResult): void {
  for (const [key, value] of Object.entries(result)) {
    if (typeof value !== "number") continue;
    expect(Number.isFinite(value), key).toBe(true);
    if (key !== "marginalRate" && key !== "effectiveRate") {
      expect(Math.round(value * 100) / 100, key).toBe(value);
    }
  }
  for (const line of result.trace) expect(Number.isFinite(line.amount)).toBe(true);
}

describe("properties of the income tax calculation", () => {
  it("tax never decreases as salary rises (all other inputs fixed)", () => {
    fc.assert(
      fc.property(
        builtInTable,
        incomeTaxInput,
        rands(3_000_000),
        rands(3_000_000),
        (table, input, a, b) => {
          const low = calculateIncomeTax({ ...input, salary: Math.min(a, b) }, table);
          const high = calculateIncomeTax({ ...input, salary: Math.max(a, b) }, table);
          expect(high.taxPayable).toBeGreaterThanOrEqual(low.taxPayable);
        },
      ),
    );
  }, 10_000);

  it("tax is continuous at every bracket edge: R1 more costs between 0 and 45c + 1c", () => {
    for (const year of builtInTaxYears) {
      const table = taxYearTable(year);
      for (const bracket of table.brackets) {
        if (bracket.to === null) continue;
        for (const age of [40, 70, 80]) {
          const at = calculateIncomeTax({ age, salary: bracket.to }, table).taxPayable;
          const above = calculateIncomeTax({ age, salary: bracket.to + 1 }, table).taxPayable;
          expect(above - at).toBeGreaterThanOrEqual(0);
          expect(above - at).toBeLessThanOrEqual(TOP_RATE + 0.01);
        }
      }
    }
  });

  it("near any edge, +R1 of salary never costs more than 45c + 1c", () => {
    const nearEdge = fc
      .tuple(
        builtInTable,
        fc.nat(),
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
      )
      .map(([table, pick, offsetCents, age]) => {
        const edges = table.brackets.flatMap((bracket) =>
          bracket.to === null ? [] : [bracket.to],
        );
        const edge = edges[pick % edges.length] ?? 0;
        return { table, age, salary: Math.max(0, edge + offsetCents / 100) };
      });
    fc.assert(
      fc.property(nearEdge, ({ table, age, salary }) => {
        const at = calculateIncomeTax({ age, salary }, table).taxPayable;
        const above = calculateIncomeTax({ age, salary: salary + 1 }, table).taxPayable;
        expect(above - at).toBeGreaterThanOrEqual(0);
        expect(above - at).toBeLessThanOrEqual(TOP_RATE + 0.01);
      }),
    );
  }, 10_000);

  it("credits never make tax negative, and never exceed the tax after rebates", () => {
    fc.assert(
      fc.property(builtInTable, incomeTaxInput, (table, input) => {
        const result = calculateIncomeTax(input, table);
        expect(result.taxPayable).toBeGreaterThanOrEqual(0);
        expect(result.taxPayable).toBeLessThanOrEqual(result.taxAfterRebates);
        expect(result.taxAfterRebates).toBeLessThanOrEqual(result.taxBeforeRebates);
        expect(result.medicalCreditsLost).toBeGreaterThanOrEqual(0);
        expectWellFormed(result);
      }),
    );
  }, 15_000);

  it("no scheme fees paid, no s6A credit, whatever the members and months (s6A(2)(b))", () => {
    fc.assert(
      fc.property(builtInTable, incomeTaxInput, (table, input) => {
        const result = calculateIncomeTax({ ...input, medicalSchemeFees: 0 }, table);
        expect(result.medicalSchemeFeesCredit).toBe(0);
      }),
    );
  }, 10_000);

  it("the generator's tables are valid, and any valid table never makes the calculator throw", () => {
    fc.assert(
      fc.property(validTable, incomeTaxInput, (table, input) => {
        expect(validateTaxYearTable(table)).toEqual([]);
        const result = calculateIncomeTax(input, table);
        expect(result.taxPayable).toBeGreaterThanOrEqual(0);
        expectWellFormed(result);
      }),
    );
  }, 15_000);

  it("a table with a broken invariant is rejected", () => {
    const breakers: ((table: TaxYearTable) => void)[] = [
      (t) => {
        const b = t.brackets.at(-1);
        if (b) b.base += 5;
        else t.thresholds.under65 += 5;
      },
      (t) => {
        const b = t.brackets[1];
        if (b) b.from += 100;
        else t.brackets.push({ from: 0, to: null, base: 0, rate: 0.1 });
      },
      (t) => {
        t.thresholds.under65 += 2;
      },
      (t) => {
        t.rebates.secondary = -1;
      },
      (t) => {
        const b = t.brackets[0];
        if (b) b.rate = 1;
      },
      (t) => {
        t.periodStart = "1999-03-01";
      },
    ];
    fc.assert(
      fc.property(validTable, fc.integer({ min: 0, max: breakers.length - 1 }), (table, which) => {
        const copy = structuredClone(table);
        // A rebate total of 0 has threshold 0 for any table; make the threshold check bite.
        if (which === 2 && copy.rebates.primary === 0) copy.thresholds.under65 = 5;
        breakers[which]?.(copy);
        expect(validateTaxYearTable(copy).length).toBeGreaterThan(0);
      }),
    );
  }, 10_000);
});
