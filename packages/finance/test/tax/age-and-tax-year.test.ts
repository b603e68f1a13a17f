import { describe, expect, it } from "vitest";
import { builtInTaxYears, taxYearForDate, taxYearPeriod } from "../../src/tax";
import { assess, expectFieldError } from "./helpers";

describe("taxYearForDate: 1 March – end of February", () => {
  it.each([
    ["2025-02-28", 2025],
    ["2025-03-01", 2026],
    ["2024-02-29", 2024],
    ["2024-03-01", 2025],
    ["2025-12-31", 2026],
    ["2026-01-01", 2026],
  ])("%s is in tax year %i", (date, year) => {
    expect(taxYearForDate(date)).toBe(year);
  });
  it.each(["2025-02-29", "2025-13-01", "2025-3-1", "", "yesterday"])(
    "malformed date %j throws naming 'date'",
    (date) => {
      expectFieldError(() => taxYearForDate(date), "date");
    },
  );
  it("years ending in a leap year end on 29 February: 2024 → 2023-03-01 … 2024-02-29", () => {
    expect(taxYearPeriod(2024)).toEqual({ start: "2023-03-01", end: "2024-02-29" });
    expect(taxYearPeriod(2026)).toEqual({ start: "2025-03-01", end: "2026-02-28" });
  });
  it("built-in years are 2021 … 2027", () => {
    expect(builtInTaxYears).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
  });
});

// Age on the last day of the year decides the rebates. 2026, salary 500 000 (tax before rebates
// 117 507): under 65 → 100 272; 65–74 → 90 828; 75+ → 87 683.
describe("dateOfBirth → age on the last day of the tax year", () => {
  it("born 1961-02-28, year ends 2026-02-28: 65 on the last day → secondary rebate, 90 828", () => {
    const result = assess(2026, { dateOfBirth: "1961-02-28", salary: 500_000 });
    expect(result.age).toBe(65);
    expect(result.taxPayable).toBe(90_828);
  });
  it("born 1961-03-01: turns 65 a day after the year ends → 64, 100 272", () => {
    const result = assess(2026, { dateOfBirth: "1961-03-01", salary: 500_000 });
    expect(result.age).toBe(64);
    expect(result.taxPayable).toBe(100_272);
  });
  it("the leap-day assumption is stated only when it applies: not in a year ending 29 February, not for 28 February births", () => {
    expect(assess(2024, { dateOfBirth: "1964-02-29", salary: 1 }).assumptions).toEqual([]);
    expect(assess(2025, { dateOfBirth: "1960-02-28", salary: 1 }).assumptions).toEqual([]);
    expect(assess(2025, { age: 64, salary: 1 }).assumptions).toEqual([]);
  });
  it("born 1951-02-28: 75 on 2026-02-28 → tertiary rebate, 87 683", () => {
    expect(assess(2026, { dateOfBirth: "1951-02-28", salary: 500_000 }).taxPayable).toBe(87_683);
  });
  it("leap day, year ending 29 Feb: born 1964-02-29 is 60 on 2024-02-29 (the birthday is the last day)", () => {
    expect(assess(2024, { dateOfBirth: "1964-02-29", salary: 500_000 }).age).toBe(60);
  });
  it("leap day, year ending 28 Feb: born 1960-02-29 is still 64 on 2025-02-28 (turns 65 on 1 March) → 100 272", () => {
    const result = assess(2025, { dateOfBirth: "1960-02-29", salary: 500_000 });
    expect(result.age).toBe(64);
    expect(result.taxPayable).toBe(100_272);
    expect(result.assumptions).toEqual([
      "Born on 29 February: in a tax year ending on 28 February we count the birthday as 1 March, so the age on 2025-02-28 is 64 (turning 65 only after this tax year). SARS has not ruled on leap-day birthdays; this is our assumption.",
    ]);
    expect(result.assumptions).toEqual([
      "Born on 29 February: in a tax year ending on 28 February we count the birthday as 1 March, so the age on 2025-02-28 is 64 (turning 65 only after this tax year). SARS has not ruled on leap-day birthdays; this is our assumption.",
    ]);
  });
  it("the leap-day assumption is stated only when it applies: not in a year ending 29 February, not for 28 February births", () => {
    expect(assess(2024, { dateOfBirth: "1964-02-29", salary: 1 }).assumptions).toEqual([]);
    expect(assess(2025, { dateOfBirth: "1960-02-28", salary: 1 }).assumptions).toEqual([]);
    expect(assess(2025, { age: 64, salary: 1 }).assumptions).toEqual([]);
  });
  it("leap day: born 1960-02-29 turned 65 on 2025-03-01, so is 65 on 2026-02-28 → secondary rebate, 90 828", () => {
    const result = assess(2026, { dateOfBirth: "1960-02-29", salary: 500_000 });
    expect(result.age).toBe(65);
    expect(result.taxPayable).toBe(90_828);
  });
  it("an age that agrees with the date of birth is accepted", () => {
    expect(assess(2026, { age: 65, dateOfBirth: "1961-02-28", salary: 1 }).age).toBe(65);
  });
  it("an age that contradicts the date of birth names 'age'", () => {
    expectFieldError(() => assess(2026, { age: 40, dateOfBirth: "1961-02-28", salary: 1 }), "age");
  });
  it("a date of birth after the year ends names 'dateOfBirth'", () => {
    expectFieldError(() => assess(2026, { dateOfBirth: "2026-03-01", salary: 1 }), "dateOfBirth");
  });
});
