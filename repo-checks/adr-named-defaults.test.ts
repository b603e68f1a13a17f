import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  investmentComparisonInputSchema,
  optionDisplayNames,
} from "../packages/finance/src/investment";
import { readRepoFile, repoFiles } from "./support/repo-files";

/**
 * A decision record's "## Named defaults" table states what the code assumes when nobody says
 * otherwise; this check reads each such table and compares every row with the code, so a record
 * cannot go on describing an old model (issue 34: ADR 007 still described the old RA and TFSA).
 * Each record with the table names how its defaults are read here.
 */
const DEFAULTS_OF: Record<string, () => unknown> = {
  "007-investment-comparison.md": () => {
    const parsed = investmentComparisonInputSchema.parse({
      horizonYears: 1,
      options: [
        { kind: "market", wrapper: "retirement-annuity", monthlyContribution: 1 },
        { kind: "market", wrapper: "tfsa", monthlyContribution: 1 },
      ],
    });
    return { ...parsed, names: optionDisplayNames(parsed.options) };
  },
};

const DECISIONS = "docs/decisions";

/** `| What | `field.path` | `value` |` rows under "## Named defaults", up to the next heading. */
function namedDefaults(markdown: string): { field: string; value: string }[] {
  const section = /^## Named defaults\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? "";
  return Array.from(section.matchAll(/^\|[^|]+\| `([^`]+)` \| `([^`]+)` \|$/gm), (m) => ({
    field: m[1] ?? "",
    value: m[2] ?? "",
  }));
}

function at(value: unknown, field: string): unknown {
  return field
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        typeof node === "object" && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

const records = repoFiles()
  .filter((file) => path.posix.dirname(file) === DECISIONS && file.endsWith(".md"))
  .map((file) => ({ file: path.posix.basename(file), markdown: readRepoFile(file) }))
  .filter(({ markdown }) => /^## Named defaults$/m.test(markdown));

describe("decision records name the defaults the code has", () => {
  it("every record with a named-defaults table is read here, and has rows", () => {
    expect(records.map((r) => r.file).sort()).toEqual(Object.keys(DEFAULTS_OF).sort());
    for (const { markdown } of records) expect(namedDefaults(markdown).length).toBeGreaterThan(0);
  });

  it.each(records.map((r) => [r.file, r] as const))(
    "%s: each named default is the code's",
    (_, r) => {
      const defaults = DEFAULTS_OF[r.file]?.();
      const wrong = namedDefaults(r.markdown).flatMap(({ field, value }) => {
        const actual = at(defaults, field);
        return JSON.stringify(actual) === JSON.stringify(JSON.parse(value))
          ? []
          : [`${field}: the record says ${value}, the code has ${JSON.stringify(actual)}`];
      });
      expect(wrong).toEqual([]);
    },
  );
});
