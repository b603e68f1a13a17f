import { describe, expect, it } from "vitest";
import { firstPeriod } from "./first-period";

describe("the month a payment made now pays for", () => {
  it.each([
    ["2026-11-23T08:00:00Z", "2026-11-23", "2026-12-23"],
    ["2026-11-23T22:30:00Z", "2026-11-24", "2026-12-24"], // already the 24th in South Africa
    ["2027-01-31T09:00:00Z", "2027-01-31", "2027-02-28"],
    ["2028-01-31T09:00:00Z", "2028-01-31", "2028-02-29"],
    ["2026-12-15T09:00:00Z", "2026-12-15", "2027-01-15"],
  ])("paid %s → %s to %s", (now, start, next) => {
    const period = firstPeriod(new Date(now));
    expect(period.start.slice(0, 10)).toBe(start);
    expect(period.next.slice(0, 10)).toBe(next);
  });
});
