import { COMPANY_MESSAGES } from "@adviser-desk/contracts/company";
import { describe, expect, it } from "vitest";
import { type CompanyFormInput, companyFormSchema } from "./company-form-schema";
import { companyFormValues } from "./company-form-values";

const valid: CompanyFormInput = {
  accountName: "Botha Financial Planning",
  contactPerson: { firstName: "Pieter", lastName: "Botha" },
  email: "pieter@botha.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "21 555 0101" },
  vatNumber: "",
  website: "",
  address: {
    addressLine1: "1 Main Road",
    addressLine2: "",
    city: "Cape Town",
    country: "South Africa",
    postalCode: "8001",
  },
  inflation: "5",
  investment: "7.5",
  annualFee: "1,25",
};

const errorsOf = (input: CompanyFormInput) => {
  const parsed = companyFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("companyFormSchema", () => {
  it("turns the percentages into the API's fractions", () => {
    const parsed = companyFormSchema.parse(valid);
    expect(parsed.inflation).toBe(0.05);
    expect(parsed.investment).toBe(0.075);
    expect(parsed.annualFee).toBe(0.0125);
  });

  it("accepts a decimal comma", () => {
    expect(companyFormSchema.parse({ ...valid, inflation: "5,5" }).inflation).toBe(0.055);
  });

  it("names the field of an unreadable or out-of-range percentage", () => {
    expect(errorsOf({ ...valid, inflation: "" })).toEqual([["inflation", "inflation missing"]]);
    expect(errorsOf({ ...valid, investment: "eight" })).toEqual([
      ["investment", "investment growth must be a number"],
    ]);
    expect(errorsOf({ ...valid, inflation: "120" })).toEqual([
      ["inflation", "inflation must be at most 100\u00a0%"],
    ]);
    // A firm's default fee above 10 % a year is refused, not clamped.
    expect(errorsOf({ ...valid, annualFee: "10,01" })).toEqual([
      ["annualFee", "annual fee must be at most 10\u00a0%"],
    ]);
    expect(errorsOf({ ...valid, annualFee: "10" })).toEqual([]);
  });

  it("keeps the spec's messages for the other fields", () => {
    expect(errorsOf({ ...valid, accountName: " ", vatNumber: "123" })).toEqual([
      ["accountName", COMPANY_MESSAGES.accountNameMissing],
      ["vatNumber", COMPANY_MESSAGES.vatLength],
    ]);
  });
});

describe("companyFormValues", () => {
  it("shows a company's fractions as percentages", () => {
    const values = companyFormValues({
      ...companyFormSchema.parse(valid),
      inflation: 0.07,
      investment: 0.123456,
    });
    expect(values.inflation).toBe("7");
    expect(values.investment).toBe("12,3456");
  });
});
