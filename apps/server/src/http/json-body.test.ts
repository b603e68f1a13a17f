import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonDepthExceeds } from "./json-body";

/** The nesting depth of a parsed value: a scalar is 0, `[]` and `{}` are 1. */
function depthOf(value: unknown): number {
  if (typeof value !== "object" || value === null) return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...items.map(depthOf));
}

describe("jsonDepthExceeds", () => {
  it("agrees with the parsed value's depth for any JSON, strings full of brackets included", () => {
    const bracketyString = fc.stringMatching(/^[[\]{}"\\a]*$/);
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        fc.oneof(fc.integer(), bracketyString, fc.constant(null)),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.dictionary(bracketyString, tie("node"), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 8 }), (v, limit) => {
        const text = JSON.stringify(v);
        expect(jsonDepthExceeds(text, limit)).toBe(depthOf(v) > limit);
      }),
      { numRuns: 2000 },
    );
  }, 20_000);

  it("stops at the limit on a 1 000 000-level body without recursing", () => {
    expect(jsonDepthExceeds("[".repeat(1_000_000), 64)).toBe(true);
    expect(jsonDepthExceeds(`${"[".repeat(64)}${"]".repeat(64)}`, 64)).toBe(false);
    expect(jsonDepthExceeds(`${"[".repeat(65)}${"]".repeat(65)}`, 64)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[\\"[[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify(["\\", [[]]]), 2)).toBe(true);
  });
});
