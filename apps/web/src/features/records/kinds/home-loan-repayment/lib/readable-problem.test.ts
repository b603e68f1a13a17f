import { describe, expect, it } from "vitest";
import { readableProblem } from "./readable-problem";

describe("readableProblem", () => {
  it("names fields in words and starts with a capital", () => {
    expect(readableProblem("must not be before the month of startDate")).toBe(
      "Must not be before the month of the first instalment",
    );
    expect(
      readableProblem(
        "must be after the month of startDate (the first month uses annualRatePercent)",
      ),
    ).toBe(
      "Must be after the month of the first instalment (the first month uses the interest rate)",
    );
  });

  it("leaves unknown names alone", () => {
    expect(readableProblem("must exceed someField")).toBe("Must exceed someField");
  });
});
