import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "../src/client-profile";
import { createClientInputSchema } from "../src/clients";
import { defaultTaxYear } from "../src/record-defaults";
import { compactTaxReference, taxReferenceProblem } from "../src/sars-tax-reference";

const names = { clientName: "Thandi", clientSurname: "Nkosi" };
const messagesOf = (input: Record<string, unknown>) => {
  const result = createClientInputSchema.safeParse({ ...names, ...input });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** The check digit that makes nine digits pass the modulus 10 (Luhn) test. */
function checkDigitOf(nine: string): string {
  for (let d = 0; d <= 9; d++) {
    if (taxReferenceProblem(`${nine}${d}`) !== "check-digit") return String(d);
  }
  throw new Error("no check digit");
}

describe("SARS income tax reference number (docs/reference/client-identifiers.md §2)", () => {
  it("0001339050 is valid (worked example: Luhn total 20); 0001339051 is not", () => {
    expect(taxReferenceProblem("0001339050")).toBeNull();
    expect(taxReferenceProblem("0001339051")).toBe("check-digit");
  });
  it("needs 10 digits and a first digit of 0, 1, 2, 3 or 9", () => {
    expect(taxReferenceProblem("000133905")).toBe("length");
    expect(taxReferenceProblem("00013390500")).toBe("length");
    expect(taxReferenceProblem("000133905a")).toBe("length");
    for (const first of "45678") {
      const nine = `${first}00133905`;
      expect(taxReferenceProblem(`${nine}${checkDigitOf(nine)}`)).toBe("first-digit");
    }
  });
  it("separators are not part of the number", () => {
    expect(compactTaxReference("084308984-8")).toBe("0843089848");
    expect(compactTaxReference("0001 339 050")).toBe("0001339050");
  });
  it("for any valid number, changing one digit breaks the check (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("0", "1", "2", "3", "9"),
        fc.stringMatching(/^\d{8}$/),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (first, middle, position, shift) => {
          const nine = `${first}${middle}`;
          const valid = `${nine}${checkDigitOf(nine)}`;
          expect(taxReferenceProblem(valid)).toBeNull();
          const digit = (Number(valid[position]) + shift) % 10;
          const changed = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
          expect(taxReferenceProblem(changed)).not.toBeNull();
        },
      ),
    );
  }, 10_000);
  it("the client schema stores the digits and names each problem", () => {
    expect(
      createClientInputSchema.parse({ ...names, taxReference: "0001 339 050" }).taxReference,
    ).toBe("0001339050");
    expect(createClientInputSchema.parse({ ...names, taxReference: "" }).taxReference).toBeNull();
    expect(messagesOf({ taxReference: "12345" })).toEqual([PROFILE_MESSAGES.taxReferenceLength]);
    expect(messagesOf({ taxReference: "0001339051" })).toEqual([
      PROFILE_MESSAGES.taxReferenceInvalid,
    ]);
  });
});

describe("the profile fields", () => {
  it("all optional: names alone are a complete client", () => {
    expect(createClientInputSchema.safeParse(names).success).toBe(true);
  });
  it("a marital regime needs a marriage or civil union", () => {
    expect(messagesOf({ maritalRegime: "in-community" })).toEqual([
      PROFILE_MESSAGES.maritalRegimeNeedsMarriage,
    ]);
    expect(messagesOf({ maritalStatus: "life-partner", maritalRegime: "in-community" })).toEqual([
      PROFILE_MESSAGES.maritalRegimeNeedsMarriage,
    ]);
    expect(messagesOf({ maritalStatus: "civil-union", maritalRegime: "in-community" })).toEqual([]);
  });
  it("rejects an unknown title, status or regime", () => {
    expect(messagesOf({ title: "Sir" })).toEqual([PROFILE_MESSAGES.titleInvalid]);
    expect(messagesOf({ maritalStatus: "engaged" })).toEqual([
      PROFILE_MESSAGES.maritalStatusInvalid,
    ]);
  });
  it("dependants need a name; a date of birth is optional", () => {
    const parsed = createClientInputSchema.parse({
      ...names,
      dependants: [{ name: " Lwazi " }, { name: "Ayanda", dateOfBirth: "2015-06-01" }],
    });
    expect(parsed.dependants).toEqual([
      { name: "Lwazi", dateOfBirth: null },
      { name: "Ayanda", dateOfBirth: "2015-06-01" },
    ]);
    expect(messagesOf({ dependants: [{ name: "" }] })).toEqual([
      PROFILE_MESSAGES.dependantNameMissing,
    ]);
    expect(messagesOf({ dependants: [{ name: "A", dateOfBirth: "2015-02-30" }] })).toHaveLength(1);
  });
  it("retirement funds: a name and a value in rands and cents, never negative", () => {
    expect(
      createClientInputSchema.parse({
        ...names,
        retirementFunds: [{ fund: "Allan Gray RA", value: 1_250_000.5 }],
      }).retirementFunds,
    ).toEqual([{ fund: "Allan Gray RA", value: 1_250_000.5 }]);
    expect(messagesOf({ retirementFunds: [{ fund: "X", value: -1 }] })).toHaveLength(1);
    expect(messagesOf({ retirementFunds: [{ fund: "X", value: 1.005 }] })).toHaveLength(1);
    expect(messagesOf({ retirementFunds: [{ fund: "", value: 1 }] })).toEqual([
      PROFILE_MESSAGES.fundNameMissing,
    ]);
  });
  it("a spouse is a client id", () => {
    expect(messagesOf({ spouseClientId: "someone" })).toEqual([PROFILE_MESSAGES.spouseInvalid]);
  });
});

describe("defaultTaxYear: the SARS year today falls in", () => {
  const years = [2025, 2026, 2027];
  it("23 Nov 2026 and 28 Feb 2027 are in 2027; 28 Feb 2026 in 2026", () => {
    expect(defaultTaxYear("2027-02-28", years)).toBe(2027);
    expect(defaultTaxYear("2026-11-23", years)).toBe(2027);
    expect(defaultTaxYear("2026-02-28", years)).toBe(2026);
  });
  it("a year without a table falls back to the latest one before it", () => {
    expect(defaultTaxYear("2027-03-01", years)).toBe(2027);
    expect(defaultTaxYear("2020-06-01", years)).toBe(2025);
  });
});
