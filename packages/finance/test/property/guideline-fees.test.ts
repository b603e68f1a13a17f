import { describe, expect, it } from "vitest";
import { calculateTransferCosts, transferCostTablesFor } from "../../src/property";

/** The transfer attorney's guideline fee (excl. VAT) for a cash purchase at `price` on `date`. */
function transferFee(price: number, date: string): number {
  return calculateTransferCosts(
    { purchasePrice: price, acquisitionDate: date },
    transferCostTablesFor(date),
  ).transfer.attorneyFee;
}

// LSSA guideline from 1 August 2025: ≤R100 000 R6 640; + R1 060 per R50 000 to R500 000;
// R15 120 + R2 050 per R100 000 to R1m; R25 370 + R2 050 per R200 000 to R5m; R66 370 + R5 160 per R1m.
describe('LSSA conveyancing guideline from 1 August 2025 ("or part thereof" rounds steps up)', () => {
  const date = "2025-09-15";
  // Published example: Weich Kriel, "What will your property transfer cost now?" (2025-10-01).
  it("published: R800 000 → R15 120 + R2 050 × 3 = R21 270", () => {
    expect(transferFee(800_000, date)).toBe(21_270);
  });
  it("R100 000 → flat R6 640", () => {
    expect(transferFee(100_000, date)).toBe(6_640);
  });
  it("R100 001 → R6 640 + R1 060 × ⌈1 ÷ 50 000⌉ = R7 700 (part of a step counts)", () => {
    expect(transferFee(100_001, date)).toBe(7_700);
  });
  it("R500 000 → R6 640 + R1 060 × 8 = R15 120 (the next band's base)", () => {
    expect(transferFee(500_000, date)).toBe(15_120);
  });
  it("R1 000 000 → R15 120 + R2 050 × 5 = R25 370", () => {
    expect(transferFee(1_000_000, date)).toBe(25_370);
  });
  it("R5 000 000 → R25 370 + R2 050 × 20 = R66 370", () => {
    expect(transferFee(5_000_000, date)).toBe(66_370);
  });
  it("R7 500 000 → R66 370 + R5 160 × ⌈2.5⌉ = R66 370 + R15 480 = R81 850", () => {
    expect(transferFee(7_500_000, date)).toBe(81_850);
  });
});

// LSSA guideline from 27 May 2024 (STBB newsflash): R6 435; R1 025/50k; R14 635 + R1 985/100k;
// R24 560 + R1 985/200k; R64 260 + R5 000/1m.
describe("LSSA conveyancing guideline from 27 May 2024", () => {
  it("R1 500 000 on 2025-05-01 → R24 560 + R1 985 × 3 = R30 515", () => {
    expect(transferFee(1_500_000, "2025-05-01")).toBe(30_515);
  });
  it("R300 000 on 2024-06-01 → R6 435 + R1 025 × 4 = R10 535", () => {
    expect(transferFee(300_000, "2024-06-01")).toBe(10_535);
  });
  it("the 2024 scale still applies on 2025-07-31; the 2025 scale from 2025-08-01 (R1m: 24 560 → 25 370)", () => {
    expect(transferFee(1_000_000, "2025-07-31")).toBe(24_560);
    expect(transferFee(1_000_000, "2025-08-01")).toBe(25_370);
  });
});

// LSSA guideline from 1 July 2026 (estimate): R6 875; R1 100/50k; R15 675 + R2 120/100k;
// R26 275 + R2 120/200k; R68 675 + R5 340/1m. Cross-check values published by mjkinc.co.za, as
// cited by the public repository we took the scale from: R1m/R2m/R3m/R5m/R10m = 26 275 / 36 875 /
// 47 475 / 68 675 / 95 375.
describe("LSSA conveyancing guideline from 1 July 2026 (estimate)", () => {
  const date = "2026-08-01";
  it.each([
    [1_000_000, 26_275, "15 675 + 2 120 × 5"],
    [2_000_000, 36_875, "26 275 + 2 120 × 5"],
    [3_000_000, 47_475, "26 275 + 2 120 × 10"],
    [5_000_000, 68_675, "26 275 + 2 120 × 20"],
    [10_000_000, 95_375, "68 675 + 5 340 × 5"],
  ])("R%i → R%i (%s)", (price, fee) => {
    expect(transferFee(price, date)).toBe(fee);
  });
});
