import path from "node:path";
import { describe, expect, it } from "vitest";
import { lineOf, readRepoFile, repoFiles } from "./support/repo-files";

/*
 * A web feature never imports another feature (STYLE rule 7, ADR 049). Biome refuses the
 * `@/features/…` spelling, but its patterns match the text of a specifier, and what `../x` means
 * depends on how deep the importing file sits; so this resolves every specifier and refuses one
 * that lands in another feature's folder, at any depth and in either spelling.
 */
const FEATURES = "apps/web/src/features/";
const SOURCE = /^apps\/web\/src\/features\/.+\.(?:ts|tsx)$/;

/** The one module every feature may read: the record kinds' registry (ADR 037). */
const SHARED_WITH_EVERY_FEATURE = `${FEATURES}records/kinds/kinds`;

/** `from "x"`, `import "x"`, `import("x")`, `export … from "x"`, `vi.mock("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)["']([^"']+)["']/g;

/** The repository path a specifier in `file` names, or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return `apps/web/src/${specifier.slice(2)}`;
  if (!specifier.startsWith(".")) return null;
  return path.posix.join(path.posix.dirname(file), specifier);
}

/** The feature a repository path belongs to ("clients"), or null outside the features. */
function featureOf(repoPath: string): string | null {
  if (!repoPath.startsWith(FEATURES)) return null;
  return repoPath.slice(FEATURES.length).split("/")[0] ?? null;
}

/** Each import of `file` (its text) that lands in another feature, as `file:line: specifier`. */
function crossings(file: string, text: string): string[] {
  const own = featureOf(file);
  return Array.from(text.matchAll(SPECIFIER)).flatMap((match) => {
    const specifier = match[1] ?? "";
    const target = resolveSpecifier(file, specifier);
    if (target === null || target.replace(/\.tsx?$/, "") === SHARED_WITH_EVERY_FEATURE) return [];
    const other = featureOf(target);
    return other !== null && other !== own
      ? [`${file}:${lineOf(text, match.index)}: ${specifier}`]
      : [];
  });
}

describe("a web feature never imports another feature", () => {
  it("no file under apps/web/src/features imports from another feature's folder", () => {
    const found = repoFiles()
      .filter((file) => SOURCE.test(file))
      .flatMap((file) => crossings(file, readRepoFile(file)));
    expect(found).toEqual([]);
  });

  it("the check resolves each spelling and depth, and lets a feature read itself and shared code", () => {
    const refused: [string, string][] = [
      [`${FEATURES}clients/x.ts`, 'import { a } from "../billing/lib/checkout-progress";'],
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../../billing/lib/a";'],
      [`${FEATURES}clients/components/profile/x.tsx`, 'export { a } from "../../../billing";'],
      [`${FEATURES}records/kinds/scenario/lib/x.ts`, 'const m = import("../../../../admin/a");'],
      [`${FEATURES}clients/x.ts`, 'import "@/features/billing/lib/a";'],
      [`${FEATURES}clients/x.test.ts`, 'vi.mock("../../features/billing/api/a");'],
      [`${FEATURES}clients/components/x.tsx`, 'import a from "../../records/kinds/scenario";'],
    ];
    for (const [file, text] of refused) expect(crossings(file, text), text).toHaveLength(1);

    const allowed: [string, string][] = [
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../components/y";'],
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../../../lib/api";'],
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../../clients/lib/y";'],
      [`${FEATURES}clients/x.ts`, 'import { KINDS } from "@/features/records/kinds/kinds";'],
      [`${FEATURES}reports/x.ts`, 'import { KINDS } from "../records/kinds/kinds";'],
      [`${FEATURES}clients/x.ts`, 'import { z } from "zod"; import { b } from "@/lib/b";'],
    ];
    for (const [file, text] of allowed) expect(crossings(file, text), text).toEqual([]);
  });
});
