import { compareInvestments, type InvestmentOptionInput } from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeKind,
  newOption,
  removeOption,
  uniqueLabel,
} from "./option-factory";

const defaults = { growthPercent: 9, inflationPercent: 5.5, today: "2026-11-22" };

describe("new options", () => {
  it("every kind's new option is valid input for the finance engine", () => {
    const result = compareInvestments({
      horizonYears: 10,
      options: [
        newOption("market", defaults),
        newOption("property", defaults),
        newOption("bond-extra", defaults),
      ],
    });
    expect(result.options).toHaveLength(3);
  });

  it("a market option grows at the company's investment growth", () => {
    const option = newOption("market", defaults);
    expect(option.kind === "market" && option.growthPercent).toBe(9);
  });

  it("a buy-to-let option is pre-filled with transfer costs and inflation-linked growth", () => {
    const option = newOption("property", defaults);
    if (option.kind !== "property") throw new Error("expected property");
    expect(option.transferCosts).toBeGreaterThan(10_000);
    expect(option.capitalGrowthPercent).toBe(5.5);
    expect(option.rentEscalationPercent).toBe(5.5);
  });
});

describe("changing an option's kind", () => {
  it("keeps the adviser's own label", () => {
    const own = { ...newOption("market", defaults), label: "Sanlam fund" };
    expect(changeKind(own, "bond-extra", defaults)).toMatchObject({
      kind: "bond-extra",
      label: "Sanlam fund",
    });
  });

  it("a default label follows the kind", () => {
    expect(changeKind(newOption("market", defaults), "property", defaults).label).toBe(
      "Buy-to-let flat",
    );
  });

  it("the same kind is a no-op", () => {
    const option = newOption("market", defaults);
    expect(changeKind(option, "market", defaults)).toBe(option);
  });
});

describe("adding and removing options: 2 to 4", () => {
  const two: InvestmentOptionInput[] = [
    newOption("market", defaults),
    { ...newOption("market", defaults), label: "TFSA" },
  ];

  it("adds a third option with a label of its own", () => {
    const three = addOption(two, "market", defaults);
    expect(three.map((option) => option.label)).toEqual(["Unit trust", "TFSA", "Unit trust 2"]);
  });

  it("stops at 4", () => {
    const four = addOption(addOption(two, "property", defaults), "bond-extra", defaults);
    expect(four).toHaveLength(4);
    expect(canAddOption(four)).toBe(false);
    expect(addOption(four, "market", defaults)).toHaveLength(4);
  });

  it("never goes below 2", () => {
    expect(canRemoveOption(two)).toBe(false);
    expect(removeOption(two, 0)).toHaveLength(2);
    const three = addOption(two, "bond-extra", defaults);
    expect(removeOption(three, 1).map((option) => option.label)).toEqual([
      "Unit trust",
      "Extra into the bond",
    ]);
  });

  it("numbers labels past the ones in use", () => {
    expect(uniqueLabel([{ label: "A" }, { label: "A 2" }] as never[], "A")).toBe("A 3");
  });
});
