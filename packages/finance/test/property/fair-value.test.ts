import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateTransferCosts, transferCostTablesFor } from "../../src/property";

const tables = transferCostTablesFor("2025-06-01");
const costs = (purchasePrice: number, fairValue?: number) =>
  calculateTransferCosts(
    {
      purchasePrice,
      acquisitionDate: "2025-06-01",
      ...(fairValue === undefined ? {} : { fairValue }),
    },
    tables,
  );

describe("fair value: duty and the Deeds Office fee on the greater of price and fair value", () => {
  it("price 1 500 000, fair value 2 500 000: duty 53 544 + 8% × (2 500 000 − 2 329 300) = 67 200; Deeds 2 281 + 50 = 2 331; attorney fee stays on the price", () => {
    const withFair = costs(1_500_000, 2_500_000);
    const priceOnly = costs(1_500_000);
    expect(withFair.transfer.transferDuty).toBe(67_200);
    expect(withFair.transfer.deedsOfficeFee).toBe(2_331);
    expect(withFair.transfer.attorneyFee).toBe(priceOnly.transfer.attorneyFee);
    const dutiable = withFair.trace.find((line) => line.label === "Dutiable value");
    expect(dutiable?.amount).toBe(2_500_000);
    expect(dutiable?.rule).toContain("greater of the price");
  });
  it("fair value below the price: the price is used, 3% × (1 500 000 − 1 210 000) = 8 700", () => {
    expect(costs(1_500_000, 1_000_000).transfer.transferDuty).toBe(8_700);
  });
  it("the result with a fair value equals the result at the greater of price and fair value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (price, fair) => {
          const withFair = costs(price, fair);
          const atGreater = costs(Math.max(price, fair));
          expect(withFair.transfer.transferDuty).toBe(atGreater.transfer.transferDuty);
          expect(withFair.transfer.deedsOfficeFee).toBe(atGreater.transfer.deedsOfficeFee);
        },
      ),
    );
  }, 10_000);
});
