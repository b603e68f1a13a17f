import { describe, expect, it } from "vitest";
import { getAt, setAt } from "./value-path";

describe("value paths", () => {
  const table = { rebates: { primary: 17_235 }, brackets: [{ rate: 0.18 }, { rate: 0.26 }] };

  it("reads a dotted path through objects and lists", () => {
    expect(getAt(table, "brackets.1.rate")).toBe(0.26);
    expect(getAt(table, "rebates.missing.deeper")).toBeUndefined();
  });

  it("sets a value without changing the original, keeping lists as lists", () => {
    const next = setAt(table, "brackets.0.rate", 0.19);
    expect(next.brackets[0]?.rate).toBe(0.19);
    expect(Array.isArray(next.brackets)).toBe(true);
    expect(table.brackets[0]?.rate).toBe(0.18);
    expect(next.rebates).toBe(table.rebates);
  });
});
