import { describe, expect, it } from "vitest";
import {
  builtInTaxYears,
  calculateIncomeTax,
  estimatedFigures,
  type TaxYearTable,
  taxYearTable,
  validateTaxYearTable,
} from "../../src/tax";
import { editableTable } from "./helpers";

const paths = (table: unknown) => validateTaxYearTable(table).map((problem) => problem.path);

function broken(edit: (table: TaxYearTable) => void): TaxYearTable {
  const table = editableTable(2026);
  edit(table);
  return table;
}

describe("built-in tables", () => {
  it.each(builtInTaxYears.map((year) => [year]))("%i validates clean", (year) => {
    expect(validateTaxYearTable(taxYearTable(year))).toEqual([]);
  });
  it("each table names its year and carries a dated id", () => {
    for (const year of builtInTaxYears) {
      const table = taxYearTable(year);
      expect(table.taxYear).toBe(year);
      expect(table.id).toMatch(new RegExp(`^za-tax-${year}@\\d{4}-\\d{2}-\\d{2}$`));
      expect(table.source.length).toBeGreaterThan(10);
    }
    expect(taxYearTable(2026).id).toBe("za-tax-2026@2025-03-12");
  });
  it("are frozen: a caller cannot edit a shared table", () => {
    const table = taxYearTable(2026);
    expect(Object.isFrozen(table.brackets[0])).toBe(true);
    expect(() => {
      (table.rebates as { primary: number }).primary = 0;
    }).toThrow(TypeError);
  });
  it("every 2027 figure is an estimate; 2026 estimates are only the single-source travel figures", () => {
    expect(estimatedFigures(taxYearTable(2027))).toEqual(
      expect.arrayContaining([
        "brackets",
        "rebates",
        "medicalCredits",
        "retirement.annualCap",
        "interestExemption",
      ]),
    );
    expect(estimatedFigures(taxYearTable(2026))).toEqual([
      "travel.prescribedRateCentsPerKm",
      "travel.deemedCost",
    ]);
  });
  it("a 2026 salary-only result uses no estimated figure; a 2027 one does", () => {
    expect(calculateIncomeTax({ age: 40, salary: 1 }, taxYearTable(2026)).estimatedFigures).toEqual(
      [],
    );
    expect(calculateIncomeTax({ age: 40, salary: 1 }, taxYearTable(2027)).estimatedFigures).toEqual(
      ["brackets", "rebates", "thresholds"],
    );
  });
  it("every supported year has a deemed cost table; 2025 and 2027 are carried forward and marked estimates", () => {
    for (const year of builtInTaxYears) {
      expect(taxYearTable(year).travel.deemedCost, String(year)).not.toBeNull();
      expect(taxYearTable(year).confidence["travel.deemedCost"]?.source, String(year)).toBeTruthy();
    }
    expect(taxYearTable(2025).travel.deemedCost).toEqual(taxYearTable(2024).travel.deemedCost);
    expect(taxYearTable(2027).travel.deemedCost).toEqual(taxYearTable(2026).travel.deemedCost);
    expect(taxYearTable(2025).confidence["travel.deemedCost"]?.estimate).toBe(true);
    expect(taxYearTable(2027).confidence["travel.deemedCost"]?.estimate).toBe(true);
    expect(taxYearTable(2024).confidence["travel.deemedCost"]?.estimate).toBe(false);
  });
});

describe("validateTaxYearTable rejects broken invariants, naming the path", () => {
  it("a gap between brackets", () => {
    expect(
      paths(
        broken((t) => {
          if (t.brackets[2]) t.brackets[2].from = 370_600;
        }),
      ),
    ).toContain("brackets.2.from");
  });
  it("an open-ended bracket that is not last", () => {
    expect(
      paths(
        broken((t) => {
          if (t.brackets[3]) t.brackets[3].to = null;
        }),
      ),
    ).toContain("brackets.3.to");
  });
  it("a base amount off by R2 (SARS rounds to the rand, so R1 is the tolerance)", () => {
    expect(
      paths(
        broken((t) => {
          if (t.brackets[4]) t.brackets[4].base += 2;
        }),
      ),
    ).toContain("brackets.4.base");
  });
  it("a base amount off by R1 is accepted as rounding", () => {
    expect(
      paths(
        broken((t) => {
          if (t.brackets[4]) t.brackets[4].base += 1;
        }),
      ),
    ).toEqual([]);
  });
  it("a rate of 1 or more", () => {
    expect(
      paths(
        broken((t) => {
          if (t.brackets[6]) t.brackets[6].rate = 1.2;
        }),
      ),
    ).toContain("brackets.6.rate");
  });
  it("a rate lower than the bracket below", () => {
    expect(
      paths(
        broken((t) => {
          if (t.brackets[6]) {
            t.brackets[6].rate = 0.3;
            t.brackets[6].base = 644_489;
          }
        }),
      ),
    ).toContain("brackets.6.rate");
  });
  it("a negative amount", () => {
    expect(
      paths(
        broken((t) => {
          t.medicalCredits.mainMember = -364;
        }),
      ),
    ).toContain("medicalCredits.mainMember");
  });
  it("a threshold inconsistent with the rebates (95 750 typed as 97 550)", () => {
    expect(
      paths(
        broken((t) => {
          t.thresholds.under65 = 97_550;
        }),
      ),
    ).toContain("thresholds.under65");
  });
  it("the rounded-up SARS threshold is accepted (148 217 vs 148 216.67) but R2 off is not", () => {
    expect(
      paths(
        broken((t) => {
          t.thresholds.from65To74 = 148_217;
        }),
      ),
    ).toEqual([]);
    expect(
      paths(
        broken((t) => {
          t.thresholds.from65To74 = 148_219;
        }),
      ),
    ).toContain("thresholds.from65To74");
  });
  it("a period that does not match the year", () => {
    expect(
      paths(
        broken((t) => {
          t.periodEnd = "2026-02-29";
        }),
      ),
    ).toEqual(expect.arrayContaining(["periodEnd"]));
  });
  it("an id for another year", () => {
    expect(
      paths(
        broken((t) => {
          t.id = "za-tax-2025@2025-03-12";
        }),
      ),
    ).toContain("id");
  });
  it("a confidence entry for a figure that does not exist", () => {
    const table = {
      ...editableTable(2026),
      confidence: { brackts: { levels: ["S"], estimate: false, source: "x" } },
    };
    expect(validateTaxYearTable(table).length).toBeGreaterThan(0);
  });
  it("a deemed-cost table with a gap", () => {
    expect(
      paths(
        broken((t) => {
          const band = t.travel.deemedCost?.[1];
          if (band) band.from = 100_500;
        }),
      ),
    ).toContain("travel.deemedCost.1.from");
  });
  it("a lifetime TFSA limit below the annual limit", () => {
    expect(
      paths(
        broken((t) => {
          t.tfsa.lifetimeLimit = 10_000;
        }),
      ),
    ).toContain("tfsa.lifetimeLimit");
  });
  it("something that is not a table at all", () => {
    expect(validateTaxYearTable(null).length).toBeGreaterThan(0);
    expect(validateTaxYearTable({ taxYear: 2026 }).length).toBeGreaterThan(0);
  });
});
