import { describe, expect, it } from "vitest";
import { calculateTransferDuty } from "../../src/property";
import { dutyTable } from "./helpers";

// Table for acquisitions 1 March 2023 – 31 March 2025 (SARS; the 2025 change took effect 1 April).
// 0–1 100 000: 0% · –1 512 500: 3% · –2 117 500: 12 375 + 6% · –2 722 500: 48 675 + 8%
// · –12 100 000: 97 075 + 11% · above: 1 128 600 + 13%.
const table = dutyTable("za-transfer-duty@2023-03-01");

describe("transfer duty, table from 1 March 2023", () => {
  it("R1 100 000 (top of the 0% band) = 0", () => {
    expect(calculateTransferDuty(1_100_000, table)).toBe(0);
  });
  it("R1 300 000: 3% × (1 300 000 − 1 100 000) = 6 000", () => {
    expect(calculateTransferDuty(1_300_000, table)).toBe(6_000);
  });
  it("R2 000 000: 12 375 + 6% × (2 000 000 − 1 512 500) = 12 375 + 29 250 = 41 625", () => {
    expect(calculateTransferDuty(2_000_000, table)).toBe(41_625);
  });
  it("R2 500 000: 48 675 + 8% × (2 500 000 − 2 117 500) = 48 675 + 30 600 = 79 275", () => {
    expect(calculateTransferDuty(2_500_000, table)).toBe(79_275);
  });
  it("R5 000 000: 97 075 + 11% × (5 000 000 − 2 722 500) = 97 075 + 250 525 = 347 600", () => {
    expect(calculateTransferDuty(5_000_000, table)).toBe(347_600);
  });
  it("R15 000 000: 1 128 600 + 13% × (15 000 000 − 12 100 000) = 1 128 600 + 377 000 = 1 505 600", () => {
    expect(calculateTransferDuty(15_000_000, table)).toBe(1_505_600);
  });
});
