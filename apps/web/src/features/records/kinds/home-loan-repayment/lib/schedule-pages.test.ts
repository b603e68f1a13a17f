import { describe, expect, it } from "vitest";
import { MONTHS_PER_PAGE, monthsOfYear, pageCount, pageOf } from "./schedule-pages";

const months = Array.from({ length: 360 }, (_, i) => ({ month: i + 1 }));

describe("paging the monthly schedule", () => {
  it("a 360-month bond is 6 pages of 60", () => {
    expect(MONTHS_PER_PAGE).toBe(60);
    expect(pageCount(360)).toBe(6);
    expect(pageCount(361)).toBe(7);
    expect(pageCount(0)).toBe(1);
  });

  it("page 2 holds months 61–120", () => {
    const page = pageOf(months, 2);
    expect(page[0]?.month).toBe(61);
    expect(page.at(-1)?.month).toBe(120);
  });

  it("clamps a page beyond the end to the last one", () => {
    expect(pageOf(months.slice(0, 100), 6).map((row) => row.month)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 61),
    );
  });

  it("year 3 is months 25–36; a short last year keeps what there is", () => {
    expect(monthsOfYear(months, 3).map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 25),
    );
    expect(monthsOfYear(months.slice(0, 30), 3)).toHaveLength(6);
  });
});
