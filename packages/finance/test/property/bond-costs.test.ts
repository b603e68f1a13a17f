import { describe, expect, it } from "vitest";
import { calculateTransferCosts, transferCostTablesFor } from "../../src/property";

const date = "2025-09-15";
const tables = transferCostTablesFor(date);

function bond(amount: number) {
  return calculateTransferCosts(
    { purchasePrice: 2_000_000, acquisitionDate: date, bondAmount: amount },
    tables,
  ).bond;
}

// National Credit Regulations reg 42 Table B (mortgage): min(R1 100 + 10% × (bond − R10 000), R5 250),
// and reg 43(3): never above 15% of the principal debt; plus VAT 15%.
describe("bank initiation fee (NCA maximum, incl. VAT)", () => {
  it("R40 000 bond: 1 100 + 10% × 30 000 = 4 100 (< 5 250, < 15% = 6 000) + VAT 615 = 4 715", () => {
    expect(bond(40_000).bankInitiationFee).toBe(4_715);
  });
  it("R5 000 bond: 1 100 + 0 = 1 100, but 15% of the bond = 750 caps it; + VAT 112.50 = 862.50", () => {
    expect(bond(5_000).bankInitiationFee).toBe(862.5);
  });
  it("R51 500 bond: 1 100 + 10% × 41 500 = 5 250 exactly, the cap; + VAT = 6 037.50", () => {
    expect(bond(51_500).bankInitiationFee).toBe(6_037.5);
  });
});

// Deeds Office bond fees from 1 April 2025, item 1(c): flat per band, plus R50 lodgement.
describe("Deeds Office bond fee bands (schedule from 1 April 2025)", () => {
  it("R150 000 bond → 561 + 50 = 611 (≤ R150 000 band, an estimate)", () => {
    expect(bond(150_000).deedsOfficeFee).toBe(611);
  });
  it("R150 001 bond → 727 + 50 = 777", () => {
    expect(bond(150_001).deedsOfficeFee).toBe(777);
  });
  it("R1 000 000 bond → 1 464 + 50 = 1 514; R1 000 000.01 → 1 646 + 50 = 1 696", () => {
    expect(bond(1_000_000).deedsOfficeFee).toBe(1_514);
    expect(bond(1_000_000.01).deedsOfficeFee).toBe(1_696);
  });
});

describe("Deeds Office transfer fee bands (schedule from 1 April 2025)", () => {
  function deeds(price: number): number {
    return calculateTransferCosts({ purchasePrice: price, acquisitionDate: date }, tables).transfer
      .deedsOfficeFee;
  }
  it("R2 000 000 → 1 646 + 50 = 1 696; R2 000 001 → 2 281 + 50 = 2 331", () => {
    expect(deeds(2_000_000)).toBe(1_696);
    expect(deeds(2_000_001)).toBe(2_331);
  });
  it("R25 000 000 (above R20m) → 7 340 + 50 = 7 390", () => {
    expect(deeds(25_000_000)).toBe(7_390);
  });
});
