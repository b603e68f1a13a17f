import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPANY_MESSAGES, companyInputSchema } from "../src/company";

const company = (vatNumber: string) => ({
  accountName: "Botha Financial Planning",
  contactPerson: { firstName: "Pieter", lastName: "Botha" },
  email: "office@botha-fp.co.za",
  telephone: { phoneCountryCode: "+27", phoneNumber: "21 555 0101" },
  vatNumber,
  address: {
    addressLine1: "12 Long Street",
    city: "Cape Town",
    country: "South Africa",
    postalCode: "8001",
  },
});

const vatProblems = (vatNumber: string) => {
  const result = companyInputSchema.safeParse(company(vatNumber));
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === "vatNumber").map((i) => i.message);
};

describe("company VAT number (spec §5)", () => {
  it("accepts the number as printed, with spaces, and stores the ten digits", () => {
    const parsed = companyInputSchema.parse(company("4123 456 789"));
    expect(parsed.vatNumber).toBe("4123456789");
  });

  it("ten digits with single spaces anywhere are the same number", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{10}$/),
        fc.array(fc.constantFrom("", " "), { minLength: 9, maxLength: 9 }),
        (digits, gaps) => {
          const spaced = [...digits].map((d, i) => d + (gaps[i] ?? "")).join("");
          expect(companyInputSchema.parse(company(spaced)).vatNumber).toBe(digits);
        },
      ),
    );
  }, 10_000);

  it("still refuses a wrong length or letters, with the spec's words", () => {
    expect(vatProblems("4123 456 78")).toEqual([COMPANY_MESSAGES.vatLength]);
    expect(vatProblems("4123 456 78X")).toEqual([COMPANY_MESSAGES.vatDigits]);
    expect(vatProblems("")).toEqual([]);
  });
});
