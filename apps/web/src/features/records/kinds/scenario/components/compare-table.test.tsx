import { comparedLines } from "@adviser-desk/contracts/scenario-lines";
import { calculateIncomeTax, taxYearTable } from "@adviser-desk/finance";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { CompareTable } from "./compare-table";

const table = taxYearTable(2026);
const plain = calculateIncomeTax({ age: 60, salary: 900_000, payePaid: 250_000 }, table);
// The review's case: a R800 000 lump sum, a R30 000 two-pot withdrawal and IRP6 planning.
const retiring = calculateIncomeTax(
  {
    age: 60,
    salary: 900_000,
    payePaid: 250_000,
    netRentalIncome: 60_000,
    savingsWithdrawal: 30_000,
    lumpSums: [{ kind: "retirement", amount: 800_000, accrualDate: "2025-09-01" }],
    provisional: {},
  },
  table,
);

function rowLabels(): string[] {
  const body = screen.getByRole("table", { name: "Scenarios side by side" });
  return within(body)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent ?? "");
}

describe("Compare lists the scenario lines the comparison CSV lists (comparedLines)", () => {
  it("with a lump sum, a two-pot withdrawal and provisional tax: every one of their lines, in order", () => {
    renderWithApp(
      <CompareTable
        columns={[
          { id: "a", name: "Plain", tax: plain },
          { id: "b", name: "Retiring", tax: retiring },
        ]}
      />,
    );
    const labels = rowLabels();
    expect(labels).toEqual(comparedLines([plain, retiring]).map((line) => line.label));
    expect(labels).toEqual(
      expect.arrayContaining([
        "Tax on retirement fund lump sums",
        "Lump sums received after tax",
        "Tax on the savings withdrawal",
        "Provisional tax: first payment (end of August)",
        "Provisional tax: second payment (end of February)",
        "Balance if provisional tax is paid as planned (− refund)",
      ]),
    );
  });
  it("without them: none of those lines", () => {
    renderWithApp(<CompareTable columns={[{ id: "a", name: "Plain", tax: plain }]} />);
    expect(rowLabels()).toEqual(comparedLines([plain]).map((line) => line.label));
    expect(rowLabels()).not.toContain("Tax on retirement fund lump sums");
  });
});
