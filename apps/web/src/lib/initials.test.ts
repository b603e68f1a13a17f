import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of each name part", () => {
    expect(initials("Thandi Nkosi")).toBe("TN");
  });

  it("stops after three parts", () => {
    expect(initials("Jan van der Merwe")).toBe("JVD");
  });

  it("upper-cases and ignores extra spaces", () => {
    expect(initials("  lerato   mokoena ")).toBe("LM");
  });

  it("handles a single name and an empty name", () => {
    expect(initials("Pieter")).toBe("P");
    expect(initials("   ")).toBe("");
  });

  it("keeps accented and non-Latin letters whole", () => {
    expect(initials("Émile Zoë")).toBe("ÉZ");
    expect(initials("😀 Smile")).toBe("😀S");
  });
});
