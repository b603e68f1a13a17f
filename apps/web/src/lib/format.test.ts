import { describe, expect, it } from "vitest";
import { NO_PAYMENT_DATE, NO_START_DATE } from "./constants";
import { formatCents, formatLongDate, fractionToPercentText } from "./format";

// Intl output uses non-breaking spaces in en-ZA; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatCents", () => {
  it("shows centAmount / 100 in rand, en-ZA style", () => {
    expect(plain(formatCents(99_999))).toBe("R 999,99");
    expect(plain(formatCents(123_456_789))).toBe("R 1 234 567,89");
    expect(plain(formatCents(0))).toBe("R 0,00");
  });
});

describe("formatLongDate", () => {
  it("shows a 2-digit day, the long month and the year", () => {
    expect(formatLongDate("2026-06-05T10:00:00.000Z", NO_START_DATE)).toBe("05 June 2026");
  });

  it("uses the spec's fallbacks for a missing or unreadable date", () => {
    expect(formatLongDate(null, NO_PAYMENT_DATE)).toBe("No payment date");
    expect(formatLongDate(undefined, NO_START_DATE)).toBe("No start date");
    expect(formatLongDate("not a date", NO_START_DATE)).toBe("No start date");
  });
});

describe("fractionToPercentText", () => {
  it("shows a fraction as a percentage without float noise", () => {
    expect(fractionToPercentText(0.05)).toBe("5");
    expect(fractionToPercentText(0.075)).toBe("7.5");
    expect(fractionToPercentText(0.07)).toBe("7");
    expect(fractionToPercentText(0.123456)).toBe("12.3456");
  });
});
