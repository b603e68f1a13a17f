import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { problemSchema, reasonOfCode } from "../src/problem";
import { codeOfMessage, WORDS_IN_DETAIL } from "../src/reason-of-code";

describe("reasonOfCode (spec §8: reason with dashes as spaces)", () => {
  it("auth/invalid-email-or-password → invalid email or password", () => {
    expect(reasonOfCode("auth/invalid-email-or-password")).toBe("invalid email or password");
  });
  it("keeps only the part after the first slash", () => {
    expect(reasonOfCode("records/locked")).toBe("locked");
  });
  it("a code without a category is shown whole", () => {
    expect(reasonOfCode("too-many-requests")).toBe("too many requests");
  });
});

describe("codeOfMessage (a code must read back as the words it was made from)", () => {
  it("makes a code of plain lower-case words", () => {
    expect(codeOfMessage("company", "account name missing")).toBe("company/account-name-missing");
  });

  it("keeps money, capitals and punctuation out of the code: their words go in the detail", () => {
    expect(codeOfMessage("admin", "amount must be R 1,00 to R 100 000,00")).toBe(
      "admin/invalid-input",
    );
    expect(codeOfMessage("clients", "Invalid input: expected object, received array")).toBe(
      "clients/invalid-input",
    );
  });

  it("for any message: a valid code that reads back as the message, or says the words are elsewhere", () => {
    const words = fc.stringMatching(/^[a-zA-Z0-9 ,.:%-]{0,40}$/);
    fc.assert(
      fc.property(words, (message) => {
        const code = codeOfMessage("area", message);
        expect(problemSchema.shape.code.safeParse(code).success).toBe(true);
        expect([message, WORDS_IN_DETAIL.replaceAll("-", " ")]).toContain(reasonOfCode(code));
      }),
      { numRuns: 3000 },
    );
  }, 40_000);
});
