import { describe, expect, it } from "vitest";
import { describeTerm, joinTerm, splitTerm } from "./term-parts";

describe("term years + months ↔ months", () => {
  it("splits 246 months into 20 years 6 months", () => {
    expect(splitTerm(246)).toEqual({ years: 20, months: 6 });
  });

  it("splits whole years with 0 months", () => {
    expect(splitTerm(240)).toEqual({ years: 20, months: 0 });
    expect(splitTerm(11)).toEqual({ years: 0, months: 11 });
  });

  it("joins 20 years + 6 months = 246, empty parts counting as 0", () => {
    expect(joinTerm({ years: 20, months: 6 })).toBe(246);
    expect(joinTerm({ years: null, months: 7 })).toBe(7);
    expect(joinTerm({ years: 30, months: null })).toBe(360);
  });

  it("round-trips every term from 1 to 600 months", () => {
    for (let term = 1; term <= 600; term++) expect(joinTerm(splitTerm(term))).toBe(term);
  });

  it("does not clamp: 0 stays 0 and 51 years stays 612 so the schema can say why", () => {
    expect(joinTerm({ years: 0, months: 0 })).toBe(0);
    expect(joinTerm({ years: 51, months: 0 })).toBe(612);
  });

  it("describes terms in words", () => {
    expect(describeTerm(246)).toBe("20 years 6 months");
    expect(describeTerm(12)).toBe("1 year");
    expect(describeTerm(1)).toBe("1 month");
    expect(describeTerm(0)).toBe("0 months");
  });
});
