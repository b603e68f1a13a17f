import { describe, expect, it } from "vitest";
import { addMonths, monthOrdinal } from "../../src/bond/month-math";
import { daysInMonth } from "../../src/core/calendar";

describe("month arithmetic on ISO dates (no Date object)", () => {
  it("2026-11-01 + 239 months = 2046-10-01 (the 240th instalment of a 20-year bond)", () => {
    expect(addMonths("2026-11-01", 239)).toBe("2046-10-01");
  });
  it("2026-01-31 + 1 month = 2026-02-28 (day clamped to the month's end)", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });
  it("2028-01-31 + 1 month = 2028-02-29 (leap year)", () => {
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
  });
  it("2026-03-31 − 1 month = 2026-02-28, and − 14 months = 2025-01-31", () => {
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-03-31", -14)).toBe("2025-01-31");
  });
  it("2100 is not a leap year, 2000 is (Gregorian rule)", () => {
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  it("month ordinals of 2026-12-31 and 2027-01-01 differ by 1", () => {
    expect(monthOrdinal("2027-01-01") - monthOrdinal("2026-12-31")).toBe(1);
  });
});
