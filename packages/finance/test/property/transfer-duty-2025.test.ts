import { describe, expect, it } from "vitest";
import { calculateTransferDuty } from "../../src/property";
import { dutyTable } from "./helpers";

// Table for acquisitions from 1 April 2025 (SARS, 2025-04-07; unchanged by the 2026 Budget).
// 0–1 210 000: 0% · –1 663 800: 3% · –2 329 300: 13 614 + 6% · –2 994 800: 53 544 + 8%
// · –13 310 000: 106 784 + 11% · above: 1 241 456 + 13%.
const table = dutyTable("za-transfer-duty@2025-04-01");

describe("transfer duty, table from 1 April 2025", () => {
  it("R1 210 000 (top of the 0% band) = 0", () => {
    expect(calculateTransferDuty(1_210_000, table)).toBe(0);
  });
  it("R1 500 000: 3% × (1 500 000 − 1 210 000) = 8 700", () => {
    expect(calculateTransferDuty(1_500_000, table)).toBe(8_700);
  });
  it("R2 000 000: 13 614 + 6% × (2 000 000 − 1 663 800) = 13 614 + 20 172 = 33 786", () => {
    expect(calculateTransferDuty(2_000_000, table)).toBe(33_786);
  });
  it("R2 500 000: 53 544 + 8% × (2 500 000 − 2 329 300) = 53 544 + 13 656 = 67 200", () => {
    expect(calculateTransferDuty(2_500_000, table)).toBe(67_200);
  });
  it("R4 000 000: 106 784 + 11% × (4 000 000 − 2 994 800) = 106 784 + 110 572 = 217 356", () => {
    expect(calculateTransferDuty(4_000_000, table)).toBe(217_356);
  });
  it("R20 000 000: 1 241 456 + 13% × (20 000 000 − 13 310 000) = 1 241 456 + 869 700 = 2 111 156", () => {
    expect(calculateTransferDuty(20_000_000, table)).toBe(2_111_156);
  });
  it("R1 210 001: 3% × 1 = R0.03 (kept to the cent, not rounded to the rand)", () => {
    expect(calculateTransferDuty(1_210_001, table)).toBe(0.03);
  });
  it("R1 210 000.50: 3% × 0.50 = 1.5 cents → 2 cents (halves away from zero)", () => {
    expect(calculateTransferDuty(1_210_000.5, table)).toBe(0.02);
  });
  it("R0 = 0", () => {
    expect(calculateTransferDuty(0, table)).toBe(0);
  });
});
