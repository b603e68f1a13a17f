import { formatMoney, formatMoneyEditText } from "@adviser-desk/format";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONEY_INVALID, MONEY_TOO_PRECISE, parseMoney } from "./parse-money";

const amount = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.kind === "amount" ? parsed.value : parsed.kind;
};

describe("parseMoney", () => {
  it.each([
    ["1500000", 1_500_000],
    ["1 500 000", 1_500_000],
    ["1,500,000", 1_500_000],
    ["R1 500 000.50", 1_500_000.5],
    ["R 1 500 000,50", 1_500_000.5],
    ["r1500000", 1_500_000],
    ["ZAR 2 000", 2000],
    ["1.500.000", 1_500_000],
    ["1.500.000,75", 1_500_000.75],
    ["1,500,000.75", 1_500_000.75],
    ["1,500", 1500],
    ["1,5", 1.5],
    ["1 500,05", 1500.05],
    ["1500.5", 1500.5],
    [".5", 0.5],
    ["12.", 12],
    ["0", 0],
    ["  250 000  ", 250_000],
    ["1'500'000", 1_500_000],
  ])("reads %j as %d", (text, value) => {
    expect(amount(text)).toBe(value);
  });

  it("reads what formatMoney shows (non-breaking spaces, comma decimals)", () => {
    for (const value of [0, 0.01, 99.99, 1_500_000.5, 123_456_789.12, -4500.3]) {
      expect(amount(formatMoney(value))).toBe(value);
    }
  });

  it("reads what a field shows while editing", () => {
    for (const value of [1, 1_500_000, 1_500_000.5, -20_000]) {
      expect(amount(formatMoneyEditText(value))).toBe(value);
    }
  });

  /** Any amount to the cent up to the engine's R100 billion. */
  const cents = fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 });

  it("reads back every amount as shown while editing, as printed, and with a typed point (property)", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const rands = c / 100;
        const editing = formatMoneyEditText(rands);
        expect(amount(editing)).toBe(c === 0 ? "empty" : rands);
        expect(amount(formatMoney(rands))).toBe(rands);
        // The same figure typed with a decimal point instead of the comma.
        if (c !== 0) expect(amount(editing.replace(",", "."))).toBe(rands);
      }),
      { numRuns: 500 },
    );
  }, 10_000);

  it("reads a typed amount with a decimal comma or point and any grouping (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(",", "."),
        fc.constantFrom("", " ", "\u00a0"),
        (whole, cent, mark, group) => {
          const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
          const text = `${digits}${mark}${String(cent).padStart(2, "0")}`;
          expect(amount(text)).toBe(Number(`${whole}.${String(cent).padStart(2, "0")}`));
        },
      ),
      { numRuns: 500 },
    );
  }, 10_000);

  it.each([
    ["-12,30", -12.3],
    ["-R 12,30", -12.3],
    ["R -12.30", -12.3],
    ["(1 000)", -1000],
    ["-0", 0],
  ])("reads the negative amount %j as %d", (text, value) => {
    expect(amount(text)).toBe(value);
  });

  it("tells an empty field from an invalid one", () => {
    expect(parseMoney("")).toEqual({ kind: "empty" });
    expect(parseMoney("   ")).toEqual({ kind: "empty" });
    expect(parseMoney("R")).toEqual({ kind: "invalid", reason: MONEY_INVALID });
  });

  it.each(["abc", "1 5OO", "12-3", "1,50,000", "1.5.0", "--5", "R R 5", "1e6", "1,000.000.5"])(
    "refuses %j rather than guess",
    (text) => {
      expect(parseMoney(text)).toEqual({ kind: "invalid", reason: MONEY_INVALID });
    },
  );

  it("refuses fractions of a cent", () => {
    expect(parseMoney("12.345")).toEqual({ kind: "invalid", reason: MONEY_TOO_PRECISE });
    expect(parseMoney("1 000,125")).toEqual({ kind: "invalid", reason: MONEY_TOO_PRECISE });
  });
});

describe("formatMoneyEditText", () => {
  it("groups digits with spaces, the decimal comma for cents only when there are some, 0 empty", () => {
    expect(formatMoneyEditText(1_500_000)).toBe("1 500 000");
    expect(formatMoneyEditText(1_500_000.5)).toBe("1 500 000,50");
    expect(formatMoneyEditText(0.05)).toBe("0,05");
    expect(formatMoneyEditText(999)).toBe("999");
    expect(formatMoneyEditText(-20_000.1)).toBe("-20 000,10");
    expect(formatMoneyEditText(0)).toBe("");
  });
});
