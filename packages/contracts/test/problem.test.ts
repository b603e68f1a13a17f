import { describe, expect, it } from "vitest";
import { reasonOfCode } from "../src/problem";

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
