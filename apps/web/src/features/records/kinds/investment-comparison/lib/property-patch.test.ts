import { describe, expect, it } from "vitest";
import { newOption } from "./option-factory";
import { patchProperty } from "./property-patch";
import { estimateTransferCosts } from "./transfer-costs-estimate";

const today = "2026-11-22";
const base = newOption("property", { growthPercent: 8, inflationPercent: 5, today });
if (base.kind !== "property") throw new Error("expected property");

describe("patchProperty: transfer costs follow price and deposit until typed over", () => {
  it("estimates R2 000 000 with R200 000 deposit as a R1 800 000 bond bought today", () => {
    const next = patchProperty(base, { price: 2_000_000, deposit: 200_000 }, today);
    expect(next.transferCosts).toBe(
      estimateTransferCosts({ price: 2_000_000, deposit: 200_000, today }),
    );
    expect(next.transferCosts).toBeGreaterThan(base.transferCosts ?? 0);
  });

  it("keeps a figure the adviser typed", () => {
    const typed = patchProperty(base, { transferCosts: 99_000 }, today);
    expect(patchProperty(typed, { price: 3_000_000 }, today).transferCosts).toBe(99_000);
  });

  it("leaves transfer costs alone for other edits", () => {
    const typed = patchProperty(base, { monthlyRent: 15_000 }, today);
    expect(typed.transferCosts).toBe(base.transferCosts);
    expect(typed.monthlyRent).toBe(15_000);
  });

  it("has no estimate without a price", () => {
    expect(estimateTransferCosts({ price: 0, deposit: 0, today })).toBeNull();
    expect(patchProperty(base, { price: 0 }, today).transferCosts).toBeUndefined();
  });
});
