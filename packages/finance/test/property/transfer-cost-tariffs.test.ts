import { describe, expect, it } from "vitest";
import {
  type TransferCostTariff,
  transferCostTablesFor,
  transferCostTariffFor,
  transferCostTariffs,
  validateTransferCostTariff,
} from "../../src/property";

function copyOf(id: string): TransferCostTariff {
  const tariff = transferCostTariffs.find((t) => t.id === id);
  if (!tariff) throw new Error(`no tariff ${id}`);
  return structuredClone(tariff) as TransferCostTariff;
}

function paths(t: unknown): string[] {
  return validateTransferCostTariff(t).map((p) => p.path);
}

describe("transferCostTariffFor: the tariff in force on a date", () => {
  it.each([
    ["2024-05-27", "za-transfer-costs@2024-05-27"],
    ["2025-03-31", "za-transfer-costs@2024-05-27"],
    ["2025-04-01", "za-transfer-costs@2025-04-01"],
    ["2025-07-31", "za-transfer-costs@2025-04-01"],
    ["2025-08-01", "za-transfer-costs@2025-08-01"],
    ["2026-03-31", "za-transfer-costs@2025-08-01"],
    ["2026-04-01", "za-transfer-costs@2026-04-01"],
    ["2026-07-01", "za-transfer-costs@2026-07-01"],
    ["2030-01-01", "za-transfer-costs@2026-07-01"],
  ])("%s → %s", (date, id) => {
    expect(transferCostTariffFor(date).id).toBe(id);
  });
  it("a date before the earliest tariff (2024-05-26) throws FinanceInputError naming acquisitionDate", () => {
    expect(() => transferCostTariffFor("2024-05-26")).toThrow(
      expect.objectContaining({
        field: "acquisitionDate",
        message: expect.stringContaining("2024-05-27"),
      }),
    );
  });
  it("transferCostTablesFor picks both tables by the same date", () => {
    const tables = transferCostTablesFor("2025-04-01");
    expect([tables.transferDuty.id, tables.tariff.id]).toEqual([
      "za-transfer-duty@2025-04-01",
      "za-transfer-costs@2025-04-01",
    ]);
  });
  it("transferCostTablesFor on a date with a duty table but no cost tariff (2020-06-01) throws on acquisitionDate", () => {
    expect(() => transferCostTablesFor("2020-06-01")).toThrow(
      expect.objectContaining({ field: "acquisitionDate" }),
    );
  });
});

describe("validateTransferCostTariff", () => {
  it.each(transferCostTariffs.map((t) => [t.id, t] as const))(
    "built-in %s validates clean",
    (_id, tariff) => {
      expect(validateTransferCostTariff(tariff)).toEqual([]);
    },
  );

  it("every built-in component records its effective date, source and estimate flag", () => {
    for (const t of transferCostTariffs) {
      for (const c of [
        t.vat,
        t.transferAttorneyFees,
        t.bondAttorneyFees,
        t.deedsOffice,
        t.bankInitiationFee,
      ]) {
        expect(c.effectiveFrom <= t.effectiveFrom).toBe(true);
        expect(c.source.length).toBeGreaterThan(10);
        expect(typeof c.estimate).toBe("boolean");
      }
    }
  });

  it("rejects Deeds Office bands that do not ascend, at deedsOffice.transferFees.3.upTo", () => {
    const t = copyOf("za-transfer-costs@2025-08-01");
    const band = t.deedsOffice.transferFees[3];
    if (!band) throw new Error("fixture");
    band.upTo = 250_000;
    expect(paths(t)).toEqual(["deedsOffice.transferFees.3.upTo"]);
  });

  it("rejects a guideline base that does not follow from the band below (15 121 ≠ 6 640 + 8 × 1 060)", () => {
    const t = copyOf("za-transfer-costs@2025-08-01");
    const band = t.transferAttorneyFees.bands[2];
    if (!band) throw new Error("fixture");
    band.base = 15_121;
    const problem = validateTransferCostTariff(t).find(
      (p) => p.path === "transferAttorneyFees.bands.2.base",
    );
    expect(problem?.message).toContain("R\u00a015\u00a0120");
  });

  it("rejects a gap in the guideline bands, at bondAttorneyFees.bands.3.from", () => {
    const t = copyOf("za-transfer-costs@2025-08-01");
    const band = t.bondAttorneyFees.bands[3];
    if (!band) throw new Error("fixture");
    band.from = 1_100_000;
    expect(paths(t)).toContain("bondAttorneyFees.bands.3.from");
  });

  it("rejects a zero step and a negative VAT rate, naming each", () => {
    const t = copyOf("za-transfer-costs@2025-08-01");
    const band = t.transferAttorneyFees.bands[1];
    if (!band) throw new Error("fixture");
    band.step = 0;
    t.vat.ratePercent = -15;
    expect(paths(t)).toEqual(
      expect.arrayContaining(["transferAttorneyFees.bands.1.step", "vat.ratePercent"]),
    );
  });

  it("rejects a tariff that claims to be confirmed while its disbursements are estimates, at estimate", () => {
    const t = copyOf("za-transfer-costs@2025-08-01");
    t.estimate = false;
    expect(paths(t)).toEqual(["estimate"]);
  });

  it("rejects a component that takes effect after the tariff, at deedsOffice.effectiveFrom", () => {
    const t = copyOf("za-transfer-costs@2025-04-01");
    t.deedsOffice.effectiveFrom = "2025-05-01";
    expect(paths(t)).toEqual(["deedsOffice.effectiveFrom"]);
  });

  it("rejects duplicate disbursement keys and an unknown appliesTo", () => {
    const t = copyOf("za-transfer-costs@2025-08-01");
    const first = t.bondDisbursements[0];
    if (!first) throw new Error("fixture");
    t.bondDisbursements.push({ ...first });
    expect(paths(t)).toEqual(["bondDisbursements.2.key"]);
    const u = copyOf("za-transfer-costs@2025-08-01");
    (u.transferDisbursements[0] as { appliesTo: string }).appliesTo = "trust";
    expect(paths(u)).toEqual(["transferDisbursements.0.appliesTo"]);
  });
});
