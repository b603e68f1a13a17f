import path from "node:path";
import { describe, expect, it } from "vitest";
import { lineOf, readRepoFile, repoFiles } from "./support/repo-files";

/*
 * The web's modules import one way (STYLE rule 7, ADR 049): the shared folders (components, lib,
 * hooks, test) import no feature; a feature never imports another feature, except through the
 * face of a feature that has one (its index.ts: today only records, the record engine and kinds);
 * the entries (app/, login/, main.tsx) join features and shared code, and reach a feature with a
 * face through that face too. Biome refuses the `@/features/…` spelling, but its patterns match
 * the text of a specifier, and what `../x` means depends on how deep the importing file sits; so
 * this resolves every specifier and judges where it lands, at any depth and in either spelling.
 */
const WEB = "apps/web/src/";
const FEATURES = `${WEB}features/`;
const SOURCE = /^apps\/web\/src\/.+\.(?:ts|tsx)$/;

/** The features other modules may import, each only through its face, `features/<feature>/index.ts`. */
const FEATURES_WITH_A_FACE: ReadonlySet<string> = new Set(["records"]);

/** The entries that compose the app from features and shared code. */
const ENTRIES = [`${WEB}app/`, `${WEB}login/`, `${WEB}main.tsx`];

/** `from "x"`, `import "x"`, `import("x")`, `export … from "x"`, `vi.mock("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)["']([^"']+)["']/g;

/** The repository path a specifier in `file` names, or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return `${WEB}${specifier.slice(2)}`;
  if (!specifier.startsWith(".")) return null;
  return path.posix.join(path.posix.dirname(file), specifier);
}

/** The feature a repository path belongs to ("clients"), or null outside the features. */
function featureOf(repoPath: string): string | null {
  if (!repoPath.startsWith(FEATURES)) return null;
  return repoPath.slice(FEATURES.length).split("/")[0] ?? null;
}

/** Whether a resolved target is the face of its feature: `features/x`, `features/x/index(.ts)`. */
function isFace(target: string, feature: string): boolean {
  const rest = target.slice(`${FEATURES}${feature}`.length).replace(/\.tsx?$/, "");
  return rest === "" || rest === "/" || rest === "/index";
}

/** Why `file` may not import `target` (a repository path), or null when it may. */
function refusal(file: string, target: string): string | null {
  const other = featureOf(target);
  const own = featureOf(file);
  if (other === null || other === own) return null;
  if (own === null && !ENTRIES.some((entry) => file.startsWith(entry))) {
    return "a shared folder imports a feature";
  }
  if (FEATURES_WITH_A_FACE.has(other)) {
    return isFace(target, other) ? null : `past the face of ${other}`;
  }
  return own === null ? null : `into feature ${other}`;
}

/** Each import of `file` (its text) that breaks the rules, as `file:line: specifier (why)`. */
function crossings(file: string, text: string): string[] {
  return Array.from(text.matchAll(SPECIFIER)).flatMap((match) => {
    const specifier = match[1] ?? "";
    const target = resolveSpecifier(file, specifier);
    const why = target === null ? null : refusal(file, target);
    return why === null ? [] : [`${file}:${lineOf(text, match.index)}: ${specifier} (${why})`];
  });
}

describe("the web's features and shared folders import one way", () => {
  it("no web file imports a feature it may not, or past a feature's face", () => {
    const found = repoFiles()
      .filter((file) => SOURCE.test(file))
      .flatMap((file) => crossings(file, readRepoFile(file)));
    expect(found).toEqual([]);
  });

  it("every feature named as having a face has one, and a face only re-exports", () => {
    // The build treats a face as free of side effects (apps/web/vite.config.ts), so that the first
    // chunk takes only what the app shell uses from it; code of its own there would be dropped.
    for (const feature of FEATURES_WITH_A_FACE) {
      const face = `${FEATURES}${feature}/index.ts`;
      expect(repoFiles(), feature).toContain(face);
      const statements = readRepoFile(face)
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
        .split(";")
        .map((statement) => statement.trim())
        .filter((statement) => statement !== "");
      const own = statements.filter(
        (statement) => !/^export (?:type )?\{[^}]*\} from "[^"]+"$/.test(statement),
      );
      expect(own, face).toEqual([]);
    }
  });

  it("the check resolves each spelling and depth, and refuses each way across", () => {
    const refused: [string, string][] = [
      [`${FEATURES}clients/x.ts`, 'import { a } from "../billing/lib/checkout-progress";'],
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../../billing/lib/a";'],
      [`${FEATURES}clients/components/profile/x.tsx`, 'export { a } from "../../../billing";'],
      [`${FEATURES}records/kinds/scenario/lib/x.ts`, 'const m = import("../../../../admin/a");'],
      [`${FEATURES}clients/x.ts`, 'import "@/features/billing/lib/a";'],
      [`${FEATURES}clients/x.test.ts`, 'vi.mock("../../features/billing/api/a");'],
      // Past the records feature's face, from a feature or an entry.
      [`${FEATURES}clients/components/x.tsx`, 'import a from "../../records/kinds/scenario";'],
      [`${FEATURES}clients/x.ts`, 'import { KINDS } from "@/features/records/kinds/kinds";'],
      [`${FEATURES}reports/x.ts`, 'import { a } from "../records/engine/record-paths";'],
      [`${WEB}app/x.tsx`, 'import { a } from "@/features/records/components/record-siblings";'],
      // A shared folder importing a feature, even a face.
      [`${WEB}lib/x.ts`, 'import { KIND_ORDER } from "@/features/records";'],
      [`${WEB}components/inputs/x.tsx`, 'import { a } from "../../features/records/engine/a";'],
      [`${WEB}hooks/x.ts`, 'import { a } from "@/features/clients/api/a";'],
      [`${WEB}test/x.tsx`, 'vi.mock("@/features/billing/api/a");'],
    ];
    for (const [file, text] of refused) expect(crossings(file, text), text).toHaveLength(1);

    const allowed: [string, string][] = [
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../components/y";'],
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../../../lib/api";'],
      [`${FEATURES}clients/components/x.tsx`, 'import { a } from "../../clients/lib/y";'],
      [`${FEATURES}clients/x.ts`, 'import { KINDS } from "@/features/records";'],
      [`${FEATURES}reports/x.ts`, 'import { KINDS } from "../records";'],
      [`${FEATURES}reports/api/x.ts`, 'import { KINDS } from "../../records/index";'],
      [`${FEATURES}records/kinds/x.ts`, 'import { a } from "../engine/record-paths";'],
      [`${FEATURES}clients/x.ts`, 'import { z } from "zod"; import { b } from "@/lib/b";'],
      [`${WEB}app/x.tsx`, 'import { KIND_ORDER } from "@/features/records";'],
      [`${WEB}app/x.tsx`, 'const m = import("@/features/billing/screens/a");'],
      [`${WEB}login/x.tsx`, 'import { a } from "@/features/auth/screens/a";'],
      [
        `${WEB}lib/x.ts`,
        'import { a } from "./records-free"; import { b } from "../components/b";',
      ],
    ];
    for (const [file, text] of allowed) expect(crossings(file, text), text).toEqual([]);
  });
});
