import { describe, expect, it } from "vitest";
import { calculateTransferDuty } from "../../src/property";
import { dutyTable } from "./helpers";

// Table for acquisitions 1 March 2020 – 28 February 2023 (SARS).
// 0–1 000 000: 0% · –1 375 000: 3% · –1 925 000: 11 250 + 6% · –2 475 000: 44 250 + 8%
// · –11 000 000: 88 250 + 11% · above: 1 026 000 + 13%.
const table = dutyTable("za-transfer-duty@2020-03-01");

describe("transfer duty, table from 1 March 2020", () => {
  it("R950 000 is in the 0% band = 0", () => {
    expect(calculateTransferDuty(950_000, table)).toBe(0);
  });
  it("R1 200 000: 3% × (1 200 000 − 1 000 000) = 6 000", () => {
    expect(calculateTransferDuty(1_200_000, table)).toBe(6_000);
  });
  it("R1 500 000: 11 250 + 6% × (1 500 000 − 1 375 000) = 11 250 + 7 500 = 18 750", () => {
    expect(calculateTransferDuty(1_500_000, table)).toBe(18_750);
  });
  it("R2 000 000: 44 250 + 8% × (2 000 000 − 1 925 000) = 44 250 + 6 000 = 50 250", () => {
    expect(calculateTransferDuty(2_000_000, table)).toBe(50_250);
  });
  it("R3 000 000: 88 250 + 11% × (3 000 000 − 2 475 000) = 88 250 + 57 750 = 146 000", () => {
    expect(calculateTransferDuty(3_000_000, table)).toBe(146_000);
  });
  it("R12 000 000: 1 026 000 + 13% × (12 000 000 − 11 000 000) = 1 156 000", () => {
    expect(calculateTransferDuty(12_000_000, table)).toBe(1_156_000);
  });
  it("R1 375 000 (top of the 3% band): 3% × 375 000 = 11 250, the next band's base", () => {
    expect(calculateTransferDuty(1_375_000, table)).toBe(11_250);
  });
});
