import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToRands, randsToCents, roundCents } from "../../src/core/money";
import {
  calculateTransferDuty,
  type TransferDutyTable,
  transferDutyTables,
  validateTransferDutyTable,
} from "../../src/property";

const centsUpTo100Million = fc.integer({ min: 0, max: 100_000_000_00 });

describe.each(transferDutyTables.map((t) => [t.id, t] as const))(
  "properties of %s",
  (_id, table) => {
    it("duty never decreases as the price rises", () => {
      fc.assert(
        fc.property(centsUpTo100Million, centsUpTo100Million, (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(calculateTransferDuty(centsToRands(low), table)).toBeLessThanOrEqual(
            calculateTransferDuty(centsToRands(high), table),
          );
        }),
      );
    }, 10_000);

    it("is continuous at every band edge: +R1 changes duty by at most the top rate (13c) + 1c", () => {
      for (const band of table.bands) {
        if (band.upTo === null) continue;
        for (const edge of [band.upTo - 1, band.upTo]) {
          const step =
            randsToCents(calculateTransferDuty(edge + 1, table)) -
            randsToCents(calculateTransferDuty(edge, table));
          expect(step).toBeGreaterThanOrEqual(0);
          expect(step).toBeLessThanOrEqual(13 + 1);
        }
      }
    });

    it("duty is at most 13% of the price (+1 cent of rounding)", () => {
      fc.assert(
        fc.property(centsUpTo100Million, (cents) => {
          const duty = randsToCents(calculateTransferDuty(centsToRands(cents), table));
          expect(duty).toBeLessThanOrEqual(roundCents((cents * 13) / 100) + 1);
        }),
      );
    }, 10_000);
  },
);

/** Builds a table from band widths and rates, with every base computed as the calculator rounds. */
function consistentTable(widthsCents: number[], rates: number[]): TransferDutyTable {
  let from = 0;
  let base = 0;
  const bands = rates.map((ratePercent, i) => {
    const width = widthsCents[i];
    const upTo = width === undefined ? null : from + width;
    const band = {
      from: centsToRands(from),
      upTo: upTo === null ? null : centsToRands(upTo),
      base: centsToRands(base),
      ratePercent,
    };
    if (upTo !== null) {
      base += roundCents(((upTo - from) * ratePercent) / 100);
      from = upTo;
    }
    return band;
  });
  return { id: "generated", effectiveFrom: "2030-01-01", source: "test", estimate: true, bands };
}

const generatedTable = fc
  .integer({ min: 1, max: 7 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.integer({ min: 1, max: 5_000_000_00 }), { minLength: n - 1, maxLength: n - 1 }),
      fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: n, maxLength: n }),
    ),
  )
  .map(([widths, rates]) => consistentTable(widths, rates));

describe("any table validateTransferDutyTable accepts", () => {
  it("generated consistent tables are accepted", () => {
    fc.assert(
      fc.property(generatedTable, (table) => {
        expect(validateTransferDutyTable(table)).toEqual([]);
      }),
    );
  }, 10_000);

  it("never makes the calculator throw, and gives a finite, non-negative duty", () => {
    fc.assert(
      fc.property(generatedTable, centsUpTo100Million, (table, cents) => {
        const duty = calculateTransferDuty(centsToRands(cents), table);
        expect(Number.isFinite(duty)).toBe(true);
        expect(duty).toBeGreaterThanOrEqual(0);
      }),
    );
  }, 10_000);

  it("holds for perturbed tables too: if the validator accepts one, the calculator does not throw", () => {
    const perturbed = fc
      .tuple(
        generatedTable,
        fc.nat(),
        fc.constantFrom("from", "upTo", "base", "ratePercent"),
        fc.integer({ min: -3, max: 3 }),
      )
      .map(([table, pick, field, delta]) => {
        const bands = table.bands.map((b) => ({ ...b }));
        const band = bands[pick % bands.length];
        if (band && field !== "upTo") band[field] = band[field] + delta;
        if (band && field === "upTo" && band.upTo !== null) band.upTo += delta;
        return { ...table, bands };
      });
    fc.assert(
      fc.property(perturbed, centsUpTo100Million, (table, cents) => {
        if (validateTransferDutyTable(table).length > 0) return;
        expect(() => calculateTransferDuty(centsToRands(cents), table)).not.toThrow();
      }),
    );
  }, 10_000);
});
