import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToRands } from "../../src/core/money";
import { calculateTransferCosts, transferCostTablesFor } from "../../src/property";
import { expectBreakdownAddsUp, isoDate, sumCents } from "./helpers";

const rands = fc.integer({ min: 0, max: 50_000_000_00 }).map(centsToRands);
const date = fc
  .record({
    year: fc.integer({ min: 2024, max: 2028 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => isoDate(year, month, day))
  .filter((d) => d >= "2024-05-27");
const overrides = fc.option(
  fc.record(
    {
      transferAttorneyFee: rands,
      transferDisbursements: rands,
      bondAttorneyFee: rands,
      bondDisbursements: rands,
      bankInitiationFee: rands,
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);
const input = fc.record({
  purchasePrice: rands,
  acquisitionDate: date,
  bondAmount: fc.oneof(fc.constant(0), rands),
  vatRegisteredSeller: fc.boolean(),
  buyerType: fc.constantFrom("natural" as const, "juristic" as const),
  overrides,
});

describe("calculateTransferCosts, for any valid input on any built-in tariff", () => {
  it("every total equals the sum of its lines to the cent", () => {
    fc.assert(
      fc.property(input, (i) => {
        expectBreakdownAddsUp(calculateTransferCosts(i, transferCostTablesFor(i.acquisitionDate)));
      }),
    );
  }, 10_000);

  it("bond lines are all 0 without a bond; the deposit is price − bond floored at 0", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateTransferCosts(i, transferCostTablesFor(i.acquisitionDate));
        if (i.bondAmount === 0) expect(r.bond.total).toBe(0);
        expect(r.deposit).toBe(
          centsToRands(Math.max(0, sumCents(i.purchasePrice) - sumCents(i.bondAmount))),
        );
      }),
    );
  }, 10_000);

  it("a VAT sale never pays transfer duty", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateTransferCosts(
          { ...i, vatRegisteredSeller: true },
          transferCostTablesFor(i.acquisitionDate),
        );
        expect(r.transfer.transferDuty).toBe(0);
      }),
    );
  }, 10_000);
});
