import path from "node:path";
import { build } from "esbuild";
import { codeMatches, lineOf, readRepoFile, repoRoot } from "./repo-files";

/** `from "x"`, `import "x"`, `import("x")`, `export … from "x"`, `vi.mock("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)["']([^"']+)["']/g;

/** Specifiers that name a file of ours: relative, the web's `@/…` and the server's `#server/…`. */
const OURS = /^(?:\.|@\/|#)/;

export interface ImportSite {
  /** The importing file, from the repository root. */
  file: string;
  line: number;
  specifier: string;
}

export interface ResolvedImport extends ImportSite {
  /** The file it resolves to, from the repository root. */
  target: string;
}

/** Every import of one of our own files in `text` (comment lines left out). */
export function importSites(file: string, text: string): ImportSite[] {
  return codeMatches(text, SPECIFIER)
    .map((m) => ({ file, line: lineOf(text, m.index), specifier: m[1] ?? "" }))
    .filter((site) => OURS.test(site.specifier));
}

/**
 * Resolves each site as the build does: esbuild, which reads each app's tsconfig `paths` (`@/…`,
 * `#server/…`) and package.json `imports`, adds extensions and finds `index` files. A specifier
 * that does not resolve (sample text inside a test's string) is left out: a real one that does
 * not resolve fails the type check.
 */
export async function resolveSites(sites: readonly ImportSite[]): Promise<ResolvedImport[]> {
  let resolved: (ResolvedImport | null)[] = [];
  await build({
    stdin: { contents: "" },
    write: false,
    bundle: true,
    logLevel: "silent",
    plugins: [
      {
        name: "resolve-sites",
        setup(b) {
          b.onStart(async () => {
            resolved = await Promise.all(
              sites.map(async (site) => {
                const importer = path.join(repoRoot, site.file);
                const result = await b.resolve(site.specifier.replace(/\?.*$/, ""), {
                  kind: "import-statement",
                  importer,
                  resolveDir: path.dirname(importer),
                });
                if (result.errors.length > 0 || result.path === "") return null;
                const target = path.relative(repoRoot, result.path).split(path.sep).join("/");
                return { ...site, target };
              }),
            );
          });
        },
      },
    ],
  });
  return resolved.filter((r): r is ResolvedImport => r !== null);
}

/** Every resolved import of our own files in the given repository files. */
export function resolvedImportsOf(files: readonly string[]): Promise<ResolvedImport[]> {
  return resolveSites(files.flatMap((file) => importSites(file, readRepoFile(file))));
}
