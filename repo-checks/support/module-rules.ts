import type { AppMap } from "../module-map";
import type { ResolvedImport } from "./resolved-imports";

const TEST_FILE = /\.test\.tsx?$/;
const FACE = /^features\/[^/]+\/index\.tsx?$/;

/** Where a repository file sits in an app: its module and its path under `src`. */
export interface Place {
  module: string;
  /** The path under `src` (`features/clients/get-client.ts`), or under `test/`. */
  inner: string;
}

/** The module of a file of the app (`features/clients`, `http`, `app`), or null outside it. */
export function placeOf(map: AppMap, file: string): Place | null {
  const testDir = `${map.root}/test/`;
  if (file.startsWith(testDir)) return { module: "test", inner: file.slice(testDir.length) };
  const src = `${map.root}/src/`;
  if (!file.startsWith(src)) return null;
  const inner = file.slice(src.length);
  const parts = inner.split("/");
  if (parts.length === 1) return { module: "app", inner };
  if (parts[0] === "features") return { module: `features/${parts[1]}`, inner };
  return { module: parts[0] ?? "", inner };
}

/** Why an import breaks the map, or null when the map allows it. */
export function breach(map: AppMap, imported: ResolvedImport): string | null {
  const from = placeOf(map, imported.file);
  const to = placeOf(map, imported.target);
  if (from === null || to === null) return null;
  const rules = map.modules;
  const own = rules[from.module];
  if (own === undefined) return `${from.module} is not in the module map`;
  if (rules[to.module] === undefined) return `${to.module} is not in the module map`;
  if (from.module === to.module) return null;
  const target = rules[to.module];
  // A test sets up through any module; only a shared layer's tests keep off the features.
  const test = TEST_FILE.test(imported.file) || own.layer === "test-support";
  const allowed =
    own.imports === "all" ||
    own.imports.includes(to.module) ||
    (test && !(own.layer === "shared" && target?.layer === "feature"));
  if (!allowed) return `${from.module} may not import ${to.module}`;

  const mayPass = map.pastFaces?.[from.module] ?? map.pastFaces?.[from.inner];
  const pastFaces = test || mayPass !== undefined;
  if (target?.layer === "feature" && !pastFaces && !FACE.test(to.inner)) {
    return `${from.module} reaches past the face of ${to.module}: import ${to.module}/index.ts`;
  }
  const inSource = to.module !== "test";
  if (map.alias !== undefined && inSource && !imported.specifier.startsWith(map.alias)) {
    return `an import that leaves ${from.module} is spelled ${map.alias}${to.inner.replace(/(?:\/index)?\.tsx?$/, "")}`;
  }
  return null;
}

/** Every import that breaks the map, as `file:line: specifier (why)`. */
export function breaches(map: AppMap, imports: readonly ResolvedImport[]): string[] {
  return imports.flatMap((imported) => {
    const why = breach(map, imported);
    return why === null
      ? []
      : [`${imported.file}:${imported.line}: ${imported.specifier} (${why})`];
  });
}
