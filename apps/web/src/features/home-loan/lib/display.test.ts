import { describe, expect, it } from "vitest";
import { formatAxisRands, formatDay, formatPercentValue } from "./display";

describe("display helpers", () => {
  it("shows a calendar day as 01 December 2026 whatever the time zone", () => {
    expect(formatDay("2026-12-01")).toBe("01 December 2026");
  });

  it("abbreviates axis amounts", () => {
    expect(formatAxisRands(1_500_000)).toBe("R1.5m");
    expect(formatAxisRands(2_000_000)).toBe("R2m");
    expect(formatAxisRands(250_000)).toBe("R250k");
    expect(formatAxisRands(900)).toBe("R900");
    expect(formatAxisRands(-40_000)).toBe("-R40k");
  });

  it("shows percentages without float noise", () => {
    expect(formatPercentValue(0.1 + 0.2)).toBe("0.3%");
    expect(formatPercentValue(10.25)).toBe("10.25%");
  });
});
