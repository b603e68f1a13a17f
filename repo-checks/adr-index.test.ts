import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRepoFile, repoFiles } from "./support/repo-files";

const DECISIONS = "docs/decisions";
const INDEX = `${DECISIONS}/README.md`;
const NOT_RECORDS = new Set(["README.md", "000-template.md"]);

/** `# 014a — Access follows …` → number and title. */
function headingOf(markdown: string): { number: string; title: string } | null {
  const m = /^# (\S+) — (.+)$/m.exec(markdown.split("\n", 1)[0] ?? "");
  return m ? { number: m[1] ?? "", title: (m[2] ?? "").trim() } : null;
}

/** `| [014a](014a-access-follows….md) | Access follows … |` → file, number, title. */
function indexRows(markdown: string) {
  return Array.from(markdown.matchAll(/^\| \[([^\]]+)\]\(([^)]+)\) \| (.+?) \|$/gm), (m) => ({
    number: m[1] ?? "",
    file: m[2] ?? "",
    title: m[3] ?? "",
  }));
}

describe("decision records", () => {
  const records = repoFiles()
    .filter((file) => path.posix.dirname(file) === DECISIONS && file.endsWith(".md"))
    .map((file) => path.posix.basename(file))
    .filter((file) => !NOT_RECORDS.has(file))
    .sort();
  const rows = indexRows(readRepoFile(INDEX));

  it("every record is listed in the index once, and the index lists only records", () => {
    expect(rows.map((row) => row.file).sort()).toEqual(records);
  });

  it("each record's heading carries its file's number, and the index repeats its number and title", () => {
    const mismatches = records.flatMap((file) => {
      const heading = headingOf(readRepoFile(`${DECISIONS}/${file}`));
      const row = rows.find((r) => r.file === file);
      if (!heading) return [`${file}: the first line is not "# NNN — Title"`];
      const problems: string[] = [];
      if (!file.startsWith(`${heading.number}-`)) {
        problems.push(`${file}: heading number ${heading.number}`);
      }
      if (row && (row.number !== heading.number || row.title !== heading.title)) {
        problems.push(`${file}: index says "${row.number} — ${row.title}"`);
      }
      return problems;
    });
    expect(mismatches).toEqual([]);
  });

  it("the template has the three sections every record uses", () => {
    const template = readRepoFile(`${DECISIONS}/000-template.md`);
    expect(Array.from(template.matchAll(/^## (.+)$/gm), (m) => m[1])).toEqual([
      "Context",
      "Decision",
      "Consequences",
    ]);
  });
});
