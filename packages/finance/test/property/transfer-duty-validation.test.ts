import { describe, expect, it } from "vitest";
import {
  type TransferDutyTable,
  transferDutyTables,
  validateTransferDutyTable,
} from "../../src/property";
import { dutyTable } from "./helpers";

/** A mutable copy of the 1 April 2025 table to break in one way per test. */
function copy2025(): TransferDutyTable {
  const table = dutyTable("za-transfer-duty@2025-04-01");
  return { ...table, bands: table.bands.map((b) => ({ ...b })) };
}

function paths(table: unknown): string[] {
  return validateTransferDutyTable(table).map((p) => p.path);
}

describe("validateTransferDutyTable", () => {
  it.each(transferDutyTables.map((t) => [t.id, t] as const))(
    "built-in %s validates clean",
    (_id, table) => {
      expect(validateTransferDutyTable(table)).toEqual([]);
    },
  );

  it("rejects bands that do not ascend (bands 2 and 3 swapped): a gap at bands.2.from, descent at bands.3.from", () => {
    const table = copy2025();
    const [b2, b3] = [table.bands[2], table.bands[3]];
    if (!b2 || !b3) throw new Error("fixture");
    table.bands[2] = b3;
    table.bands[3] = b2;
    const problems = validateTransferDutyTable(table);
    expect(problems.find((p) => p.path === "bands.2.from")?.message).toMatch(/gap or overlap/);
    expect(problems.find((p) => p.path === "bands.3.from")?.message).toMatch(/ascend/);
  });

  it("rejects a gap (band 2 starts at 1 700 000, not 1 663 800), at bands.2.from", () => {
    const table = copy2025();
    const band = table.bands[2];
    if (!band) throw new Error("fixture");
    band.from = 1_700_000;
    const problem = validateTransferDutyTable(table).find((p) => p.path === "bands.2.from");
    expect(problem?.message).toMatch(/gap or overlap.*1663800/);
  });

  it("rejects a base inconsistent with the band below (13 615 instead of 3% × 453 800 = 13 614), at bands.2.base", () => {
    const table = copy2025();
    const band = table.bands[2];
    if (!band) throw new Error("fixture");
    band.base = 13_615;
    const problem = validateTransferDutyTable(table).find((p) => p.path === "bands.2.base");
    expect(problem?.message).toContain("R\u00a013\u00a0614");
  });

  it("rejects a negative rate, at bands.1.ratePercent (and the base above it no longer adds up)", () => {
    const table = copy2025();
    const band = table.bands[1];
    if (!band) throw new Error("fixture");
    band.ratePercent = -3;
    expect(paths(table)).toEqual(["bands.1.ratePercent", "bands.2.base"]);
  });

  it("rejects a first band that does not start at 0, at bands.0.from", () => {
    const table = copy2025();
    const band = table.bands[0];
    if (!band) throw new Error("fixture");
    band.from = 1;
    expect(paths(table)).toContain("bands.0.from");
  });

  it("rejects a last band with an upper limit (values above it would have no duty), at bands.5.upTo", () => {
    const table = copy2025();
    const band = table.bands[5];
    if (!band) throw new Error("fixture");
    band.upTo = 20_000_000;
    expect(paths(table)).toContain("bands.5.upTo");
  });

  it("rejects an open band before the last, at bands.2.upTo", () => {
    const table = copy2025();
    const band = table.bands[2];
    if (!band) throw new Error("fixture");
    band.upTo = null;
    expect(paths(table)).toContain("bands.2.upTo");
  });

  it("rejects a missing source, a malformed effectiveFrom and no bands, naming each", () => {
    const table = { ...copy2025(), source: "", effectiveFrom: "2025-13-01", bands: [] };
    expect(paths(table).sort()).toEqual(["bands", "effectiveFrom", "source"]);
  });

  it("rejects something that is not a table at all", () => {
    expect(validateTransferDutyTable("hello").length).toBeGreaterThan(0);
    expect(validateTransferDutyTable(null).length).toBeGreaterThan(0);
  });
});
