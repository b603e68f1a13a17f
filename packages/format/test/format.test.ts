import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatAmountInText,
  formatCents,
  formatCentsInText,
  formatCentsPerKm,
  formatDate,
  formatDateOr,
  formatDateTime,
  formatDecimalEditText,
  formatKilometres,
  formatMoney,
  formatMoneyAxis,
  formatMoneyChange,
  formatMoneyEditText,
  formatMonthsAsTerm,
  formatMonthYear,
  formatPercent,
  formatPointsChange,
  formatRate,
  formatTime,
  formatWhole,
  fractionToPercent,
  percentToFraction,
} from "../src/index";
import { formatPhone, formatPhoneForEditing, formatPhoneParts, parsePhone } from "../src/phone";

const NBSP = "\u00a0";
const plain = (text: string) => text.replaceAll(NBSP, " ");
/** The en-ZA money pattern every document must match. */
const MONEY = /^-?R [1-9]?\d{0,2}(?: \d{3})*,\d{2}$/;

describe("money", () => {
  it("prints rands en-ZA with a decimal comma and no-break spaces", () => {
    expect(formatMoney(1234567.89)).toBe(`R${NBSP}1${NBSP}234${NBSP}567,89`);
    expect(plain(formatCents(-4236712))).toBe("-R 42 367,12");
    expect(plain(formatMoney(-0))).toBe("R 0,00");
    expect(plain(formatMoney(-0.001))).toBe("R 0,00");
  });

  it("every amount of cents matches the pattern and reads back to the same cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = plain(formatCents(cents));
        expect(text).toMatch(MONEY);
        const back = Number(text.replace(/[R ]/g, "").replace(",", "."));
        expect(Math.round(back * 100)).toBe(cents === 0 ? 0 : cents);
      }),
    );
  }, 10_000);

  it("in text shows cents only when there are some", () => {
    expect(plain(formatCentsInText(4600000))).toBe("R 46 000");
    expect(plain(formatCentsInText(69848180))).toBe("R 698 481,80");
    expect(plain(formatCentsInText(-4236712))).toBe("-R 42 367,12");
    expect(plain(formatAmountInText(150000050))).toBe("1 500 000,50");
    expect(formatAmountInText(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });

  it("in text agrees with the amount column to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = plain(formatCentsInText(cents)).replace(/[R ]/g, "");
        const back = Number(text.replace(",", "."));
        expect(Math.round(back * 100)).toBe(cents);
      }),
    );
  }, 10_000);

  it("differences carry their sign", () => {
    expect(plain(formatMoneyChange(1500))).toBe("+R 1 500,00");
    expect(plain(formatMoneyChange(-0.001))).toBe("R 0,00");
    expect(plain(formatPointsChange(0.02))).toBe("+2 pts");
    expect(plain(formatPointsChange(-0.005))).toBe("-0,5 pts");
  });

  it("chart axes use the same decimal comma", () => {
    expect(plain(formatMoneyAxis(1_900_000))).toBe("R 1,9m");
    expect(plain(formatMoneyAxis(950_000))).toBe("R 950k");
    expect(plain(formatMoneyAxis(-25_000))).toBe("-R 25k");
    expect(plain(formatMoneyAxis(0))).toBe("R 0");
  });
});

describe("numbers", () => {
  it("percentages and decimals use the decimal comma", () => {
    expect(plain(formatPercent(10.25))).toBe("10,25 %");
    expect(plain(formatRate(0.275))).toBe("27,5 %");
    expect(plain(formatRate(0.07))).toBe("7 %");
    expect(plain(formatCentsPerKm(204.8))).toBe("204,8 c/km");
  });

  it("a rate never shows a decimal point", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (fraction) => {
        expect(formatRate(fraction)).not.toContain(".");
      }),
    );
  }, 10_000);

  it("whole numbers are grouped as money is, with no decimals (ADR 035)", () => {
    expect(formatWhole(12000)).toBe("12\u00a0000");
    expect(formatKilometres(30000)).toBe("30\u00a0000\u00a0km");
    expect(formatWhole(1234567.6)).toBe("1\u00a0234\u00a0568");
    expect(formatWhole(-0.2)).toBe("0");
  });

  it("a whole number never has a comma or a point, so it cannot be read as a decimal", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(formatWhole(value)).toMatch(/^-?\d{1,3}(?:\u00a0\d{3})*$/);
      }),
    );
  }, 10_000);
});

describe("dates", () => {
  it("calendar dates never shift with the time zone", () => {
    expect(formatDate("2026-11-23")).toBe("23 November 2026");
    expect(formatDate("2025-04-01")).toBe("01 April 2025");
    expect(formatMonthYear("2027-12-01")).toBe("Dec 2027");
    expect(formatTime("2026-11-23T17:46:00Z")).toBe("19:46");
  });

  it("instants are shown in South African time", () => {
    expect(formatDate("2026-11-23T22:30:00Z")).toBe("24 November 2026");
    expect(formatDateTime("2026-11-23T17:46:00Z")).toBe("23 November 2026, 19:46");
  });

  it("falls back when there is no date", () => {
    expect(formatDateOr(null, "No payment date")).toBe("No payment date");
    expect(formatDateOr("not a date", "No start date")).toBe("No start date");
    expect(formatDateOr("2026-06-05", "x")).toBe("05 June 2026");
  });

  it("every calendar date prints day, long month and year", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2199-12-31"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(formatDate(iso)).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/);
        },
      ),
    );
  }, 10_000);

  it("terms in years and months", () => {
    expect(formatMonthsAsTerm(27)).toBe("2 years 3 months");
    expect(formatMonthsAsTerm(12)).toBe("1 year");
    expect(formatMonthsAsTerm(0)).toBe("0 months");
  });
});

describe("phone", () => {
  it("drops the trunk 0 a South African types after +27", () => {
    expect(parsePhone("082 555 1234", "+27")).toMatchObject({ ok: true, e164: "+27825551234" });
    expect(parsePhone("0825551234")).toMatchObject({ ok: true, e164: "+27825551234" });
    expect(parsePhone("+27 21 555 0101", "+44")).toMatchObject({ ok: true, e164: "+27215550101" });
    expect(parsePhone("20 7946 0958", "+44")).toMatchObject({ ok: true, e164: "+442079460958" });
  });

  it("rejects what is not a phone number", () => {
    for (const typed of ["", "12", "021 55", "082 55", "hello", "+1 555", "0825551234567890"]) {
      expect(parsePhone(typed, "+27").ok).toBe(false);
    }
  });

  it("shows stored numbers in the international format", () => {
    expect(formatPhone("+27825551234")).toBe("+27 82 555 1234");
    expect(formatPhone("0831234567")).toBe("+27 83 123 4567");
    expect(formatPhoneParts("+27", "082 555 1234")).toBe("+27 82 555 1234");
    expect(formatPhoneForEditing("+27", "825551234")).toBe("082 555 1234");
  });

  it("whatever is typed for a valid number, the stored form is E.164 and formats back the same", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("82", "83", "72", "21", "11", "31"),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.constantFrom("0", "+27 ", "+27", "27 "),
        (area, rest, prefix) => {
          const digits = String(rest).padStart(7, "0");
          const typed = `${prefix.startsWith("27") ? "+" : ""}${prefix}${area} ${digits.slice(0, 3)} ${digits.slice(3)}`;
          const parsed = parsePhone(typed, "+27");
          if (!parsed.ok) return;
          expect(parsed.e164).toBe(`+27${area}${digits}`);
          expect(formatPhone(parsed.e164)).toBe(
            `+27 ${area} ${digits.slice(0, 3)} ${digits.slice(3)}`,
          );
        },
      ),
    );
  }, 10_000);
});

describe("edit text: what an input shows while a person edits", () => {
  it("money: spaces between groups, the decimal comma only for cents, 0 as empty", () => {
    expect(formatMoneyEditText(1_500_000.5)).toBe("1 500 000,50");
    expect(formatMoneyEditText(1_500_000)).toBe("1 500 000");
    expect(formatMoneyEditText(-0.001)).toBe("");
    expect(formatMoneyEditText(-1234.5)).toBe("-1 234,50");
  });

  it("money: never a decimal point, for any amount to the cent (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoneyEditText(cents / 100);
        expect(text).not.toContain(".");
        expect(text).toMatch(/^(-?\d{1,3}( \d{3})*(,\d\d)?)?$/);
      }),
    );
  }, 10_000);

  it("decimals: the decimal comma, no grouping, at most the digits asked for", () => {
    expect(formatDecimalEditText(6.5)).toBe("6,5");
    expect(formatDecimalEditText(10.25)).toBe("10,25");
    expect(formatDecimalEditText(41)).toBe("41");
    expect(formatDecimalEditText(7.123456)).toBe("7,1235");
    expect(formatDecimalEditText(-0)).toBe("0");
  });
});

describe("fractionToPercent and percentToFraction", () => {
  it("converts rates to percentages and back exactly (0.18 ↔ 18, 0.275 ↔ 27.5)", () => {
    expect(fractionToPercent(0.18)).toBe(18);
    expect(percentToFraction(27.5)).toBe(0.275);
    expect(percentToFraction(fractionToPercent(0.123456))).toBe(0.123456);
  });
});
