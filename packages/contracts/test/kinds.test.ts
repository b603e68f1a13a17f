import { describe, expect, it } from "vitest";
import { KINDS } from "../src/kinds";
import { KIND_WORDS, kindsInOrder } from "../src/kinds/words";
import { RECORD_KINDS } from "../src/record-common";
import { templatePlaceholders } from "../src/reports-templates";

describe("one module per record kind", () => {
  it("KINDS and KIND_WORDS hold every kind of the union, under its own name, in its order", () => {
    expect(Object.keys(KINDS)).toEqual([...RECORD_KINDS]);
    expect(kindsInOrder()).toEqual([...RECORD_KINDS]);
    for (const kind of RECORD_KINDS) expect(KINDS[kind].kind).toBe(kind);
  });

  it.each(RECORD_KINDS)("%s: the full kind carries the words the no-zod code reads", (kind) => {
    const { path, noun, label, exportFolder, spreadsheets } = KINDS[kind];
    expect({ kind, path, noun, label, exportFolder, spreadsheets }).toEqual(KIND_WORDS[kind]);
  });

  it("no two kinds share a collection path, a label or an export folder", () => {
    for (const word of ["path", "label", "exportFolder"] as const) {
      const values = RECORD_KINDS.map((kind) => KIND_WORDS[kind][word]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each(RECORD_KINDS)(
    "%s: superseded Word fields are fields, and no name is both a field and a loop",
    (kind) => {
      const { fields, loops, superseded } = KINDS[kind].template;
      for (const field of superseded) expect(Object.keys(fields)).toContain(field);
      const placeholders = templatePlaceholders(kind);
      expect(new Set(placeholders.fields).size).toBe(placeholders.fields.length);
      for (const loop of Object.keys(loops)) expect(placeholders.fields).not.toContain(loop);
    },
  );
});
