import {
  taxYearTable,
  transferCostTariffs,
  validateTaxYearTable,
  validateTransferCostTariff,
} from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { tariffDraftFrom, taxYearDraftFrom } from "./new-table";

describe("taxYearDraftFrom", () => {
  it("re-dates the nearest year to the new one (2028 runs 1 March 2027 – 29 February 2028)", () => {
    const draft = taxYearDraftFrom(taxYearTable(2027), 2028, "2026-11-22");
    expect(draft).toMatchObject({
      id: "za-tax-2028@2026-11-22",
      taxYear: 2028,
      periodStart: "2027-03-01",
      periodEnd: "2028-02-29",
    });
    expect(validateTaxYearTable(draft)).toEqual([]);
  });
});

describe("tariffDraftFrom", () => {
  it("re-dates the latest tariff; its parts keep the dates they took effect", () => {
    const latest = transferCostTariffs.at(-1);
    if (latest === undefined) throw new Error("the finance package has no built-in tariff");
    const draft = tariffDraftFrom(latest, "2031-01-01");
    expect(draft).toMatchObject({
      id: "za-transfer-costs@2031-01-01",
      effectiveFrom: "2031-01-01",
    });
    expect(draft.deedsOffice.effectiveFrom).toBe(latest.deedsOffice.effectiveFrom);
    expect(validateTransferCostTariff(draft)).toEqual([]);
  });
});
