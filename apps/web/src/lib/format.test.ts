import { describe, expect, it } from "vitest";
import { fractionToPercentText } from "./format";

describe("fractionToPercentText", () => {
  it("shows a fraction as a percentage without float noise", () => {
    expect(fractionToPercentText(0.05)).toBe("5");
    expect(fractionToPercentText(0.075)).toBe("7,5");
    expect(fractionToPercentText(0.07)).toBe("7");
    expect(fractionToPercentText(0.123456)).toBe("12,3456");
  });
});
