import { describe, expect, it } from "vitest";
import { addMonthsIso, appendRow, nextRowDate, removeRowAt, updateRowAt } from "./dated-rows";

const rows = [
  { date: "2027-03-01", amount: 10_000 },
  { date: "2029-06-15", amount: 50_000 },
  { date: "2028-01-01", amount: 20_000 },
];

describe("dated rows (lump sums, rate changes)", () => {
  it("adds months clamping the day to the month's end: 31 Jan + 1 month = 28 Feb", () => {
    expect(addMonthsIso("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsIso("2026-12-01", 12)).toBe("2027-12-01");
  });

  it("dates a new row a year after the latest row, whatever the order", () => {
    expect(nextRowDate(rows, "2026-12-01")).toBe("2030-06-15");
  });

  it("dates the first row a year after the first instalment", () => {
    expect(nextRowDate([], "2026-12-01")).toBe("2027-12-01");
  });

  it("appends, removes and updates without touching the original list", () => {
    const added = appendRow(rows, { date: "2031-01-01", amount: 1 });
    expect(added).toHaveLength(4);
    expect(rows).toHaveLength(3);

    expect(removeRowAt(rows, 1).map((row) => row.amount)).toEqual([10_000, 20_000]);
    expect(removeRowAt(rows, 9)).toEqual(rows);

    const updated = updateRowAt(rows, 2, { amount: 25_000 });
    expect(updated[2]).toEqual({ date: "2028-01-01", amount: 25_000 });
    expect(updated[0]).toBe(rows[0]);
    expect(rows[2]?.amount).toBe(20_000);
  });
});
