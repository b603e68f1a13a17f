import { taxYearTable, validateTaxYearTable } from "@adviser-desk/finance";
import { describe, expect, it } from "vitest";
import { taxYearDraftFrom } from "./new-table";

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
