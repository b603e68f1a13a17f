import path from "node:path";
import { readRepoFile, repoFiles } from "./repo-files";

/** The sections a citation can name: spec §N, STYLE rule N, and each reference file's sections. */
export interface DocIndex {
  spec: ReadonlySet<string>;
  style: ReadonlySet<string>;
  reference: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface CitationProblem {
  offset: number;
  cited: string;
  problem: string;
}

export const SPEC_INDEX = "docs/spec-index.md";
export const STYLE_GUIDE = "docs/style.md";
export const REFERENCE_DIR = "docs/reference";

function headingIds(markdown: string, heading: RegExp): Set<string> {
  return new Set(Array.from(markdown.matchAll(heading), (m) => m[1] ?? ""));
}

/** `## §3. Entities…` in the spec index, `### 8. Web data files…` in the style guide. */
export function specSections(markdown: string): Set<string> {
  return headingIds(markdown, /^## §(\d+)\. /gm);
}

export function styleRules(markdown: string): Set<string> {
  return headingIds(markdown, /^### (\d+)\. /gm);
}

/** `## 7. Transfer duty`, `### 1.10 Worked signature examples`, `## S. Source abbreviations`. */
export function referenceSections(markdown: string): Set<string> {
  return headingIds(markdown, /^#{2,4} (\d+(?:\.\d+)*|[A-Z])\.? /gm);
}

export function loadDocIndex(): DocIndex {
  const reference = new Map<string, Set<string>>();
  for (const file of repoFiles()) {
    if (path.posix.dirname(file) === REFERENCE_DIR && file.endsWith(".md")) {
      reference.set(path.posix.basename(file), referenceSections(readRepoFile(file)));
    }
  }
  return {
    spec: specSections(readRepoFile(SPEC_INDEX)),
    style: styleRules(readRepoFile(STYLE_GUIDE)),
    reference,
  };
}

const SPEC_CITATION =
  /\bspec(?:'s)?\s+(§\s?\d+(?:(?:\s*,\s*|\s+(?:and|or)\s+|\s*\/\s*)§\s?\d+)*)/gi;
/** "§N" and "rule N" are the placeholders docs use when they explain the citation forms. */
const SPEC_WITHOUT_NUMBER = /\bspec\s+§(?!\s?(?:\d|N\b))/gi;
const STYLE_CITATION = /\bSTYLE rule\b(?:[ \t]+(\d+|N\b))?/g;
const REFERENCE_CITATION =
  /\bdocs\/reference\/([\w.-]+\.md)((?:(?:\s*,\s*|\s+and\s+|\s+)§\s?[\w.]*\w)*)/g;
const BARE_REFERENCE = /\breference,?\s+§/gi;
/** Documents that lived beside the repository once: a clone must not need them. */
const OUTSIDE_DOCUMENTS = [
  /\.\.\/shared\b/g,
  /\/work\/(?:shared|main|wt)\b/g,
  /\bshared\/(?:spec|reference|reviews|DESIGN|STYLE)\b/g,
  /\b(?:DESIGN|STYLE)\.md\b/g,
  /\bspec\/000_\w+/g,
];

function sectionsOf(list: string): string[] {
  return Array.from(list.matchAll(/§\s?([\w.]*\w)/g), (m) => m[1] ?? "");
}

/** Every citation in `text` that does not resolve to a section of the docs in `index`. */
export function citationProblems(text: string, index: DocIndex): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const add = (offset: number, cited: string, problem: string) =>
    problems.push({ offset, cited, problem });

  for (const m of text.matchAll(SPEC_CITATION)) {
    for (const section of sectionsOf(m[1] ?? "")) {
      if (!index.spec.has(section)) add(m.index, m[0], `§${section} is not in ${SPEC_INDEX}`);
    }
  }
  for (const m of text.matchAll(SPEC_WITHOUT_NUMBER)) {
    add(m.index, m[0], "a spec citation needs a section number");
  }
  for (const m of text.matchAll(STYLE_CITATION)) {
    const rule = m[1];
    if (rule === undefined) add(m.index, m[0], "the rule number must follow on the same line");
    else if (rule !== "N" && !index.style.has(rule))
      add(m.index, m[0], `rule ${rule} is not in ${STYLE_GUIDE}`);
  }
  for (const m of text.matchAll(REFERENCE_CITATION)) {
    const file = m[1] ?? "";
    const sections = index.reference.get(file);
    if (!sections) {
      add(m.index, m[0], `${REFERENCE_DIR}/${file} does not exist`);
      continue;
    }
    for (const section of sectionsOf(m[2] ?? "")) {
      if (!sections.has(section)) add(m.index, m[0], `§${section} is not a heading of ${file}`);
    }
  }
  for (const m of text.matchAll(BARE_REFERENCE)) {
    add(m.index, m[0], `name the file: ${REFERENCE_DIR}/<file>.md §N`);
  }
  for (const pattern of OUTSIDE_DOCUMENTS) {
    for (const m of text.matchAll(pattern)) {
      add(m.index, m[0], "cites a document outside the repository; cite docs/ instead");
    }
  }
  return problems.sort((a, b) => a.offset - b.offset);
}

/** Repository paths named in backticks (`apps/server/src/app.ts`), for docs that map the code. */
export function backtickedRepoPaths(markdown: string): { offset: number; path: string }[] {
  const pattern = /`((?:apps|packages|e2e|bench|docs|scripts|repo-checks)\/[^`\s]*)`/g;
  return Array.from(markdown.matchAll(pattern), (m) => ({
    offset: m.index,
    path: (m[1] ?? "").replace(/[/.,:;]+$/, ""),
  })).filter((p) => !/[<>*{}]/.test(p.path));
}

/** Relative Markdown links (`[ADR index](decisions/README.md)`), resolved against `file`. */
export function relativeLinks(file: string, markdown: string): { offset: number; path: string }[] {
  return Array.from(markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g), (m) => ({
    offset: m.index,
    target: m[1] ?? "",
  }))
    .filter((link) => !/^[a-z][a-z0-9+.-]*:/i.test(link.target))
    .map((link) => ({
      offset: link.offset,
      path: path.posix.normalize(path.posix.join(path.posix.dirname(file), link.target)),
    }));
}
