import { describe, expect, it } from "vitest";
import { readableProblem } from "./readable-problem";

describe("readableProblem", () => {
  it("names fields in words and starts with a capital", () => {
    expect(
      readableProblem("must not exceed growthPercent (it is the income part of the growth)"),
    ).toBe("Must not exceed the growth (it is the income part of the growth)");
    expect(readableProblem("enter a lump sum or a monthly contribution")).toBe(
      "Enter a lump sum or a monthly contribution",
    );
  });
});
