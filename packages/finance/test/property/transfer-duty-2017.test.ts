import { describe, expect, it } from "vitest";
import { calculateTransferDuty } from "../../src/property";
import { dutyTable } from "./helpers";

// Transfer Duty Act s2 table for acquisitions 1 March 2017 – 29 February 2020 (SARS).
// 0–900 000: 0% · –1 250 000: 3% above 900 000 · –1 750 000: 10 500 + 6% · –2 250 000: 40 500 + 8%
// · –10 000 000: 80 500 + 11% · above: 933 000 + 13%.
const table = dutyTable("za-transfer-duty@2017-03-01");

describe("transfer duty, table from 1 March 2017", () => {
  it("R800 000 is in the 0% band = 0", () => {
    expect(calculateTransferDuty(800_000, table)).toBe(0);
  });
  it("R1 000 000: 3% × (1 000 000 − 900 000) = 3 000", () => {
    expect(calculateTransferDuty(1_000_000, table)).toBe(3_000);
  });
  it("R1 500 000: 10 500 + 6% × (1 500 000 − 1 250 000) = 10 500 + 15 000 = 25 500", () => {
    expect(calculateTransferDuty(1_500_000, table)).toBe(25_500);
  });
  it("R2 000 000: 40 500 + 8% × (2 000 000 − 1 750 000) = 40 500 + 20 000 = 60 500", () => {
    expect(calculateTransferDuty(2_000_000, table)).toBe(60_500);
  });
  it("R5 000 000: 80 500 + 11% × (5 000 000 − 2 250 000) = 80 500 + 302 500 = 383 000", () => {
    expect(calculateTransferDuty(5_000_000, table)).toBe(383_000);
  });
  it("R12 000 000: 933 000 + 13% × (12 000 000 − 10 000 000) = 933 000 + 260 000 = 1 193 000", () => {
    expect(calculateTransferDuty(12_000_000, table)).toBe(1_193_000);
  });
  // Published example: "a second hand property of R10 000 000 … transfer duty payable = R 933 000"
  // (withvigo.co "Reasons to buy off-plan", which used this table).
  it("published: R10 000 000 → R933 000 (80 500 + 11% × 7 750 000)", () => {
    expect(calculateTransferDuty(10_000_000, table)).toBe(933_000);
  });
});
