import { describe, expect, it } from "vitest";
import { calculateTransferCosts, transferCostTablesFor } from "../../src/property";
import { expectBreakdownAddsUp } from "./helpers";

// Scenario tariff: acquisition 15 September 2025 → duty table from 1 April 2025; cost tariff from
// 1 August 2025 (LSSA 2025 guideline, Deeds Office schedule from 1 April 2025, VAT 15%, NCA cap).
const date = "2025-09-15";
const tables = transferCostTablesFor(date);

describe("R1 500 000 purchase with a R1 350 000 bond, natural person, 15 September 2025", () => {
  const r = calculateTransferCosts(
    {
      purchasePrice: 1_500_000,
      acquisitionDate: date,
      bondAmount: 1_350_000,
      vatRegisteredSeller: false,
      buyerType: "natural",
    },
    tables,
  );

  it("uses the 1 April 2025 duty table and the 1 August 2025 cost tariff", () => {
    expect(r.transferDutyTableId).toBe("za-transfer-duty@2025-04-01");
    expect(r.tariffId).toBe("za-transfer-costs@2025-08-01");
  });
  it("transfer duty: 3% × (1 500 000 − 1 210 000) = 8 700", () => {
    expect(r.transfer.transferDuty).toBe(8_700);
  });
  it("transfer attorney fee: 25 370 + 2 050 × ⌈500 000 ÷ 200 000⌉ = 31 520; VAT 15% = 4 728", () => {
    expect(r.transfer.attorneyFee).toBe(31_520);
    expect(r.transfer.attorneyFeeVat).toBe(4_728);
  });
  it("Deeds Office transfer: R1 646 (R1m–R2m) + R50 lodgement = 1 696", () => {
    expect(r.transfer.deedsOfficeFee).toBe(1_696);
  });
  it("transfer disbursements: 1 900 + 600 + 830 + FICA 402.50 = 3 732.50", () => {
    expect(r.transfer.disbursements).toBe(3_732.5);
    expect(r.transfer.disbursementItems.map((d) => d.key)).toEqual([
      "postage-and-petties",
      "electronic-fees",
      "rates-clearance",
      "fica-natural",
    ]);
  });
  it("total transfer: 8 700 + 31 520 + 4 728 + 1 696 + 3 732.50 = 50 376.50", () => {
    expect(r.transfer.total).toBe(50_376.5);
  });
  it("bond attorney fee: 25 370 + 2 050 × ⌈350 000 ÷ 200 000⌉ = 29 470; VAT = 4 420.50", () => {
    expect(r.bond.attorneyFee).toBe(29_470);
    expect(r.bond.attorneyFeeVat).toBe(4_420.5);
  });
  it("Deeds Office bond: R1 646 + R50 lodgement = 1 696; bond disbursements 1 900 + 1 500 = 3 400", () => {
    expect(r.bond.deedsOfficeFee).toBe(1_696);
    expect(r.bond.disbursements).toBe(3_400);
  });
  // mjkinc.co.za bond cost calculator: "Initiation fee … NCA-capped at R 6,038".
  it("bank initiation fee: min(1 100 + 10% × 1 340 000, 5 250) = 5 250 + 15% VAT = 6 037.50 (mjkinc: R6 038)", () => {
    expect(r.bond.bankInitiationFee).toBe(6_037.5);
  });
  it("total bond: 29 470 + 4 420.50 + 1 696 + 3 400 + 6 037.50 = 45 024", () => {
    expect(r.bond.total).toBe(45_024);
  });
  it("total costs 50 376.50 + 45 024 = 95 400.50; deposit 150 000; cash needed 245 400.50", () => {
    expect(r.totalCosts).toBe(95_400.5);
    expect(r.deposit).toBe(150_000);
    expect(r.cashNeeded).toBe(245_400.5);
  });
  it("the breakdown adds up to the cent", () => {
    expectBreakdownAddsUp(r);
  });
  it("flags the estimated lines: disbursements and the R1m–R2m bond band (not the duty or the guideline fee)", () => {
    expect(r.estimates.map((e) => e.line)).toEqual([
      "transferDisbursements",
      "deedsOfficeBondFee",
      "bondDisbursements",
    ]);
  });
  it("the trace cites the duty rule with its arithmetic and says the table is the same for juristic persons", () => {
    const duty = r.trace.find((l) => l.label === "Transfer duty (SARS)");
    expect(duty?.amount).toBe(8_700);
    expect(duty?.rule).toContain("Transfer Duty Act s2, table from 01 April 2025: ");
    expect(duty?.rule).toContain(
      "R\u00a00 + 3\u00a0% × (1\u00a0500\u00a0000 − 1\u00a0210\u00a0000)",
    );
    expect(duty?.rule).not.toContain("za-transfer-duty@");
    expect(duty?.rule).toContain("natural and juristic persons");
  });
  it("the trace ends with total costs, deposit and cash needed, in that order", () => {
    expect(r.trace.slice(-3).map((l) => [l.label, l.amount])).toEqual([
      ["Total costs", 95_400.5],
      ["Deposit", 150_000],
      ["Cash needed", 245_400.5],
    ]);
  });
  it("has no warnings", () => {
    expect(r.warnings).toEqual([]);
  });
});

describe("cash purchase, R800 000, 15 September 2025 (no bond)", () => {
  const r = calculateTransferCosts({ purchasePrice: 800_000, acquisitionDate: date }, tables);
  it("duty 0 (0% band up to R1 210 000)", () => {
    expect(r.transfer.transferDuty).toBe(0);
  });
  it("attorney 15 120 + 2 050 × 3 = 21 270; VAT 3 190.50; Deeds 1 275 + 50 = 1 325", () => {
    expect([r.transfer.attorneyFee, r.transfer.attorneyFeeVat, r.transfer.deedsOfficeFee]).toEqual([
      21_270, 3_190.5, 1_325,
    ]);
  });
  it("total transfer 0 + 21 270 + 3 190.50 + 1 325 + 3 732.50 = 29 518", () => {
    expect(r.transfer.total).toBe(29_518);
  });
  it("every bond line is 0", () => {
    expect(r.bond).toEqual({
      attorneyFee: 0,
      attorneyFeeVat: 0,
      deedsOfficeFee: 0,
      disbursements: 0,
      disbursementItems: [],
      bankInitiationFee: 0,
      total: 0,
    });
  });
  it("deposit = price 800 000; cash needed 800 000 + 29 518 = 829 518", () => {
    expect(r.deposit).toBe(800_000);
    expect(r.cashNeeded).toBe(829_518);
  });
});

describe("VAT sale: R2 000 000 from a VAT-registered developer, 15 September 2025", () => {
  const r = calculateTransferCosts(
    { purchasePrice: 2_000_000, acquisitionDate: date, vatRegisteredSeller: true },
    tables,
  );
  it("transfer duty is 0 (s9(15)); it would have been 13 614 + 6% × 336 200 = 33 786", () => {
    expect(r.transfer.transferDuty).toBe(0);
    const dutiable = calculateTransferCosts(
      { purchasePrice: 2_000_000, acquisitionDate: date },
      tables,
    );
    expect(dutiable.transfer.transferDuty).toBe(33_786);
  });
  it("the trace shows the VAT inside the price: 15/115 × 2 000 000 = 260 869.57, not added to costs", () => {
    const line = r.trace.find((l) => l.label.startsWith("VAT already included"));
    expect(line?.amount).toBe(260_869.57);
    expect(r.transfer.total).toBe(
      // attorney 25 370 + 2 050 × 5 = 35 620; VAT 5 343; Deeds 1 646 + 50; disbursements 3 732.50
      35_620 + 5_343 + 1_696 + 3_732.5,
    );
  });
});

describe("juristic buyer (a company), R2 000 000, 15 September 2025", () => {
  const r = calculateTransferCosts(
    { purchasePrice: 2_000_000, acquisitionDate: date, buyerType: "juristic" },
    tables,
  );
  it("pays the same duty as a natural person: 33 786", () => {
    expect(r.transfer.transferDuty).toBe(33_786);
  });
  it("pays the entity FICA fee (R700 + VAT = 805) instead of R402.50: disbursements 1 900 + 600 + 830 + 805 = 4 135", () => {
    expect(r.transfer.disbursements).toBe(4_135);
  });
});

describe("overrides and warnings", () => {
  it("an attorney fee override of R20 000 replaces the guideline fee; VAT is still added (3 000); not an estimate", () => {
    const r = calculateTransferCosts(
      {
        purchasePrice: 1_500_000,
        acquisitionDate: date,
        overrides: { transferAttorneyFee: 20_000, transferDisbursements: 2_500 },
      },
      tables,
    );
    expect([r.transfer.attorneyFee, r.transfer.attorneyFeeVat, r.transfer.disbursements]).toEqual([
      20_000, 3_000, 2_500,
    ]);
    expect(r.estimates.map((e) => e.line)).not.toContain("transferDisbursements");
    expect(r.transfer.total).toBe(8_700 + 20_000 + 3_000 + 1_696 + 2_500);
  });
  it("a bond above the price (R1 600 000 on R1 500 000) is allowed, warns, and floors the deposit at 0", () => {
    const r = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: date, bondAmount: 1_600_000 },
      tables,
    );
    expect(r.warnings).toEqual([
      expect.objectContaining({ code: "bond-exceeds-price", field: "bondAmount" }),
    ]);
    expect(r.deposit).toBe(0);
    expect(r.cashNeeded).toBe(r.totalCosts);
  });
  it("bond overrides without a bond are ignored with a warning naming the override", () => {
    const r = calculateTransferCosts(
      { purchasePrice: 900_000, acquisitionDate: date, overrides: { bankInitiationFee: 6_000 } },
      tables,
    );
    expect(r.bond.total).toBe(0);
    expect(r.warnings).toEqual([
      expect.objectContaining({
        code: "bond-override-ignored",
        field: "overrides.bankInitiationFee",
      }),
    ]);
  });
});

describe("tariff boundary: Deeds Office fees change on 1 April 2026 (estimate)", () => {
  it("R1 500 000 cash: Deeds transfer fee 1 646 + 50 on 2026-03-31, 1 738 + 52 on 2026-04-01, flagged as an estimate", () => {
    const before = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: "2026-03-31" },
      transferCostTablesFor("2026-03-31"),
    );
    const after = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: "2026-04-01" },
      transferCostTablesFor("2026-04-01"),
    );
    expect(before.transfer.deedsOfficeFee).toBe(1_696);
    expect(after.transfer.deedsOfficeFee).toBe(1_790);
    expect(before.estimates.map((e) => e.line)).not.toContain("deedsOfficeTransferFee");
    expect(after.estimates.map((e) => e.line)).toContain("deedsOfficeTransferFee");
  });
});

describe("earliest tariff: 27 May 2024 (2024 guideline and 2023 Deeds Office schedule, both estimates)", () => {
  it("R1 500 000 cash on 2024-06-01: duty 3% × 400 000 = 12 000 (2023 table); fee 24 560 + 1 985 × 3 = 30 515; Deeds 1 453", () => {
    const r = calculateTransferCosts(
      { purchasePrice: 1_500_000, acquisitionDate: "2024-06-01" },
      transferCostTablesFor("2024-06-01"),
    );
    expect([r.transfer.transferDuty, r.transfer.attorneyFee, r.transfer.deedsOfficeFee]).toEqual([
      12_000, 30_515, 1_453,
    ]);
    expect(r.estimates.map((e) => e.line)).toEqual([
      "transferAttorneyFee",
      "transferAttorneyFeeVat",
      "deedsOfficeTransferFee",
      "transferDisbursements",
    ]);
  });
});
