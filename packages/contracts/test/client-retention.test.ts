import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addYears, isoDateInSouthAfrica, nextDay, retentionOf } from "../src/index";

const DAY_MS = 86_400_000;
/** Instants from 2000 to 2060. */
const instant = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2060-01-01T00:00:00Z"),
  noInvalidDate: true,
});
const isoDate = instant.map((d) => d.toISOString().slice(0, 10));

describe("retentionOf: may a client's data be destroyed now (FAIS s 18, GCoC s 3(2), POPIA s 14)", () => {
  it("a client with no issued advice may go at once, whatever the end of service says", () => {
    fc.assert(
      fc.property(fc.option(isoDate, { nil: null }), instant, (serviceEndedOn, now) => {
        expect(retentionOf({ lastAdviceIssuedAt: null, serviceEndedOn }, now)).toEqual({
          destroyableNow: true,
        });
      }),
    );
  }, 10_000);

  it("never destroys within five years of the last advice or of the end of service", () => {
    fc.assert(
      fc.property(instant, fc.option(isoDate, { nil: null }), instant, (advice, ended, now) => {
        const decided = retentionOf({ lastAdviceIssuedAt: advice, serviceEndedOn: ended }, now);
        const today = isoDateInSouthAfrica(now);
        const adviceDay = isoDateInSouthAfrica(advice);
        const inside =
          today <= addYears(adviceDay, 5) || (ended !== null && today <= addYears(ended, 5));
        expect(decided.destroyableNow).toBe(!inside);
        if (!decided.destroyableNow) {
          // Kept until the later anniversary, and that day is not before today.
          const later = ended !== null && ended > adviceDay ? ended : adviceDay;
          expect(decided.keptUntil).toBe(addYears(later, 5));
          expect(decided.keptUntil >= today).toBe(true);
        }
      }),
    );
  }, 15_000);

  it("the last day kept is the fifth anniversary in South Africa; the day after, it may go", () => {
    // 23:30 UTC on 31 May 2021 is already 1 June in Johannesburg.
    const advice = new Date("2021-05-31T23:30:00Z");
    const facts = { lastAdviceIssuedAt: advice, serviceEndedOn: null };
    expect(retentionOf(facts, new Date("2026-06-01T21:59:00Z"))).toEqual({
      destroyableNow: false,
      keptUntil: "2026-06-01",
    });
    expect(retentionOf(facts, new Date("2026-06-01T22:00:00Z"))).toEqual({ destroyableNow: true });
    // A service that ended later keeps the records longer; one that ended earlier changes nothing.
    expect(
      retentionOf({ ...facts, serviceEndedOn: "2024-02-29" }, new Date("2027-01-01T10:00:00Z")),
    ).toEqual({ destroyableNow: false, keptUntil: "2029-03-01" });
    expect(
      retentionOf({ ...facts, serviceEndedOn: "2020-01-01" }, new Date("2026-01-01T10:00:00Z")),
    ).toEqual({ destroyableNow: false, keptUntil: "2026-06-01" });
  });

  it("adds years without losing a day (29 February keeps until 1 March) and steps one day", () => {
    expect(addYears("2024-02-29", 5)).toBe("2029-03-01");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 10 }), (day, years) => {
        const later = addYears(day, years);
        const elapsed = (Date.parse(later) - Date.parse(day)) / DAY_MS;
        expect(elapsed).toBeGreaterThanOrEqual(365 * years);
        expect(elapsed).toBeLessThanOrEqual(366 * years + 1);
      }),
    );
  }, 10_000);
});
