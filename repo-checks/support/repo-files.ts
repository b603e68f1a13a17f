import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Every file git tracks or would track (not ignored), relative to the root, with `/` separators. */
export function repoFiles(): string[] {
  const out = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    {
      cwd: repoRoot,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return out.split("\0").filter((file) => file !== "" && existsSync(path.join(repoRoot, file)));
}

export function readRepoFile(file: string): string {
  return readFileSync(path.join(repoRoot, file), "utf8");
}

export function repoPathExists(file: string): boolean {
  return existsSync(path.join(repoRoot, file));
}

/** The 1-based line of a character offset, for messages that point at the citation. */
export function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

/** Whether an offset sits on a comment line ("// …", " * …"), which may name what code may not. */
export function isComment(text: string, offset: number): boolean {
  const start = text.lastIndexOf("\n", offset) + 1;
  return /^\s*(?:\/\/|\*|\/\*)/.test(text.slice(start, offset));
}

/** Every match of a global pattern in `text` that is not on a comment line. */
export function codeMatches(text: string, pattern: RegExp): RegExpExecArray[] {
  return Array.from(text.matchAll(pattern)).filter((m) => !isComment(text, m.index));
}

/** A text pattern a check refuses, with the reason its message gives. */
export interface Refused {
  pattern: RegExp;
  why: string;
}

/** Every match in a repo file of the refused patterns (global ones), as `file:line: why`. */
export function findingsIn(file: string, refused: readonly Refused[]): string[] {
  const text = readRepoFile(file);
  return refused.flatMap(({ pattern, why }) =>
    Array.from(text.matchAll(pattern), (m) => `${file}:${lineOf(text, m.index)}: ${why}`),
  );
}
