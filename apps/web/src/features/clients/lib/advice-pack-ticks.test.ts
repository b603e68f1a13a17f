import type { SummaryRecord } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { defaultTicks, packSizeText, tickedInOrder } from "./advice-pack-ticks";

const record = (id: string, locked: boolean): SummaryRecord => ({
  id,
  kind: "scenario",
  name: id,
  locked,
  version: 1,
  updatedText: "01 March 2026",
});
const records = [record("a", false), record("b", true), record("c", false), record("d", true)];

describe("the pack dialog's ticks", () => {
  it("ticks the locked records by default", () => {
    expect(defaultTicks(records)).toEqual(["b", "d"]);
    expect(defaultTicks([])).toEqual([]);
  });

  it("sends the ticked records in the listed order, whatever order they were ticked in", () => {
    expect(tickedInOrder(records, ["d", "a", "b"])).toEqual(["a", "b", "d"]);
    expect(tickedInOrder(records, ["gone"])).toEqual([]);
  });

  it("describes a pack's size", () => {
    expect(packSizeText(1, 300)).toBe("1 page · 1\u00a0KB");
    expect(packSizeText(12, 65_536)).toBe("12 pages · 64\u00a0KB");
    expect(packSizeText(40, 3 * 1024 * 1024 + 100_000)).toBe("40 pages · 3,1\u00a0MB");
  });
});
