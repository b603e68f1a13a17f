import { KINDS as CONTRACT_KINDS, RECORD_KINDS } from "@adviser-desk/contracts";
import { describe, expect, it } from "vitest";
import { KINDS } from "../src/features/records/kinds";

describe("the server's record kinds", () => {
  it("hold every kind of the union, under its own name", () => {
    expect(Object.keys(KINDS)).toEqual([...RECORD_KINDS]);
    for (const kind of RECORD_KINDS) expect(KINDS[kind].kind).toBe(kind);
  });

  it.each(RECORD_KINDS)("%s: has spreadsheets exactly when its contract says so", (kind) => {
    expect(KINDS[kind].sheets === null).toBe(CONTRACT_KINDS[kind].spreadsheets === null);
  });
});
