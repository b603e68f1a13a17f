import { describe, expect, it } from "vitest";
import { FinanceInputError } from "../../src/core/errors";
import {
  calculateIncomeTax,
  type IncomeTaxInput,
  retirementContributionToLowerBracket,
  taxYearTable,
} from "../../src/tax";
import { editableTable, expectFieldError } from "./helpers";

const table = taxYearTable(2026);
/** Deliberately wrong input, typed loosely so the test can pass what TypeScript would refuse. */
const run = (input: unknown) => () => calculateIncomeTax(input as IncomeTaxInput, table);

describe("invalid input throws FinanceInputError naming the field", () => {
  it.each([
    ["negative salary", { age: 40, salary: -1 }, "salary"],
    ["age 200", { age: 200, salary: 1 }, "age"],
    ["age 40.5", { age: 40.5, salary: 1 }, "age"],
    ["negative age", { age: -1, salary: 1 }, "age"],
    ["NaN salary", { age: 40, salary: Number.NaN }, "salary"],
    ["Infinity salary", { age: 40, salary: Number.POSITIVE_INFINITY }, "salary"],
    ["salary as a string", { age: 40, salary: "300000" }, "salary"],
    ["salary above R100 billion", { age: 40, salary: 1e12 }, "salary"],
    ["no age and no date of birth", { salary: 1 }, "age"],
    ["malformed date of birth", { dateOfBirth: "1980-02-30", salary: 1 }, "dateOfBirth"],
    ["date of birth not ISO", { dateOfBirth: "01/02/1980", salary: 1 }, "dateOfBirth"],
    ["unknown field (a typo)", { age: 40, salery: 300_000 }, "salery"],
    ["NaN rental income", { age: 40, netRentalIncome: Number.NaN }, "netRentalIncome"],
    ["capital gain as text", { age: 40, capitalGains: [{ gain: "lots" }] }, "capitalGains.0.gain"],
    [
      "capital gain -Infinity",
      { age: 40, capitalGains: [{ gain: Number.NEGATIVE_INFINITY }] },
      "capitalGains.0.gain",
    ],
    ["13 months of medical cover", { age: 40, medicalSchemeMonths: 13 }, "medicalSchemeMonths"],
    ["1.5 medical scheme members", { age: 40, medicalSchemeMembers: 1.5 }, "medicalSchemeMembers"],
    ["negative PAYE", { age: 40, payePaid: -5 }, "payePaid"],
    ["disability as a string", { age: 40, disability: "yes" }, "disability"],
    [
      "business km above total km",
      { age: 40, businessKilometres: 2, totalKilometres: 1 },
      "businessKilometres",
    ],
    ["actual costs without total km", { age: 40, travelActualCosts: 1_000 }, "totalKilometres"],
  ])("%s → field %j", (_name, input, field) => {
    expectFieldError(run(input), field);
  });

  it("input that is not an object is rejected", () => {
    expect(run(null)).toThrow(FinanceInputError);
    expect(run("salary 300000")).toThrow(FinanceInputError);
  });

  it("unknown tax year names 'taxYear'", () => {
    expectFieldError(() => taxYearTable(2020), "taxYear");
    expectFieldError(() => taxYearTable(2028), "taxYear");
    expectFieldError(() => taxYearTable(Number.NaN), "taxYear");
  });

  it("a broken table passed to the calculator names the table field", () => {
    const broken = editableTable(2026);
    const bracket = broken.brackets[1];
    if (bracket) bracket.base = 50_000;
    expectFieldError(
      () => calculateIncomeTax({ age: 40, salary: 1 }, broken),
      "table.brackets.1.base",
    );
  });

  it("the planning helper validates the same way", () => {
    expectFieldError(
      () => retirementContributionToLowerBracket({ age: 40, salary: -1 }, table),
      "salary",
    );
  });
});
