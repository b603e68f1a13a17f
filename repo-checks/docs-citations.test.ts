import { describe, expect, it } from "vitest";
import {
  backtickedRepoPaths,
  citationProblems,
  type DocIndex,
  loadDocIndex,
  relativeLinks,
  SPEC_INDEX,
  STYLE_GUIDE,
} from "./support/doc-citations";
import { lineOf, readRepoFile, repoFiles, repoPathExists } from "./support/repo-files";

const TEXT_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|json|css|html|sql|yml|yaml|example)$|^\.ci\//;
/** Files whose text spells out citation patterns as data (the checker and its own examples). */
const NOT_SCANNED = new Set([
  "package-lock.json",
  "repo-checks/support/doc-citations.ts",
  "repo-checks/docs-citations.test.ts",
]);
/** Docs that map the code: every repository path they name in backticks must exist. */
const CODE_MAPS = [
  "docs/architecture.md",
  SPEC_INDEX,
  "docs/reference/README.md",
  "docs/decisions/README.md",
];

function describeProblems(items: { file: string; line: number; cited: string; problem: string }[]) {
  return items.map((p) => `${p.file}:${p.line} "${p.cited}": ${p.problem}`);
}

describe("citations resolve inside the repository", () => {
  const index = loadDocIndex();

  it("the docs they resolve to have their sections", () => {
    expect([...index.spec].sort((a, b) => Number(a) - Number(b))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect([...index.style].map(Number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect([...index.reference.keys()].sort()).toEqual([
      "README.md",
      "client-identifiers.md",
      "fais-records-and-popia.md",
      "fais-records-of-advice.md",
      "payfast-and-auth.md",
      "popia-data-subject-rights.md",
      "retirement-and-provisional-tax.md",
      "sa-tax-facts.md",
    ]);
  });

  it("every spec §N, STYLE rule N and docs/reference citation names an existing section, and nothing cites a document outside the repository", () => {
    const problems = repoFiles()
      .filter((file) => TEXT_FILE.test(file) && !NOT_SCANNED.has(file))
      .flatMap((file) => {
        const text = readRepoFile(file);
        return citationProblems(text, index).map((p) => ({
          file,
          line: lineOf(text, p.offset),
          ...p,
        }));
      });
    expect(describeProblems(problems)).toEqual([]);
  });

  it("the docs that map the code name only paths that exist, and their links resolve", () => {
    const docs = repoFiles().filter((file) => file.startsWith("docs/") && file.endsWith(".md"));
    const missing = docs.flatMap((file) => {
      const text = readRepoFile(file);
      const named = CODE_MAPS.includes(file) ? backtickedRepoPaths(text) : [];
      return [...named, ...relativeLinks(file, text)]
        .filter((p) => !repoPathExists(p.path))
        .map((p) => ({ file, line: lineOf(text, p.offset), cited: p.path, problem: "missing" }));
    });
    expect(describeProblems(missing)).toEqual([]);
  });
});

describe("the citation checker", () => {
  const index: DocIndex = {
    spec: new Set(["2", "4"]),
    style: new Set(["8"]),
    reference: new Map([["sa-tax-facts.md", new Set(["6", "12", "1.10"])]]),
  };
  const problemsIn = (text: string) => citationProblems(text, index).map((p) => p.problem);

  it("accepts citations that resolve, in the forms the code uses", () => {
    expect(
      problemsIn(
        [
          "// Spec §2 and §4: the guard (STYLE rule 8).",
          "/** spec §2, §4 */ docs/reference/sa-tax-facts.md §6, §12 item 7 and §1.10.",
          "RFC 9457 §3.2 and W3C WOFF §4–5 are not ours to resolve.",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("flags a spec section, a style rule or a reference section that does not exist", () => {
    expect(problemsIn("spec §2 and §11")).toEqual([`§11 is not in ${SPEC_INDEX}`]);
    expect(problemsIn("(STYLE rule 13)")).toEqual([`rule 13 is not in ${STYLE_GUIDE}`]);
    expect(problemsIn("docs/reference/sa-tax-facts.md §7")).toEqual([
      "§7 is not a heading of sa-tax-facts.md",
    ]);
    expect(problemsIn("docs/reference/tax-notes.md §1")).toEqual([
      "docs/reference/tax-notes.md does not exist",
    ]);
  });

  it("flags citations that cannot be resolved at all", () => {
    expect(problemsIn("the same schema (STYLE rule\n * 8)")).toEqual([
      "the rule number must follow on the same line",
    ]);
    expect(problemsIn("not found (reference §6)")).toEqual([
      "name the file: docs/reference/<file>.md §N",
    ]);
    expect(problemsIn("see spec §Account")).toEqual(["a spec citation needs a section number"]);
    expect(problemsIn("cite it as spec §N or STYLE rule N")).toEqual([]);
  });

  it("flags documents outside the repository", () => {
    for (const outside of [
      "../shared/reviews/architecture.md",
      "/work/shared/reference/sa-tax-facts.md",
      "as DESIGN.md says",
      "STYLE.md rule 4",
      "spec/000_fdc509426080ad41.txt",
    ]) {
      expect(problemsIn(outside), outside).toContain(
        "cites a document outside the repository; cite docs/ instead",
      );
    }
  });
});
