import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRepoFile, repoFiles } from "./support/repo-files";

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SPECIFIERS = [
  /\bfrom\s+["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']/g,
  /^\s*import\s+["']([^"']+)["']/gm,
  /\brequire\(\s*["']([^"']+)["']\s*\)/g,
];

function manifest(dir: string): Manifest {
  return JSON.parse(readRepoFile(path.posix.join(dir, "package.json"))) as Manifest;
}

/** `@adviser-desk/contracts/records` → `@adviser-desk/contracts`; `zod` → `zod`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

function importsOf(source: string): string[] {
  return SPECIFIERS.flatMap((pattern) => Array.from(source.matchAll(pattern), (m) => m[1] ?? ""));
}

const root = manifest(".");
const workspaceDirs = root.workspaces ?? [];
const workspaceNames = new Set(workspaceDirs.map((dir) => manifest(dir).name));

/** The workspace a file belongs to; files outside every workspace (bench, scripts) are the root's. */
function ownerOf(file: string): string {
  return workspaceDirs.find((dir) => file.startsWith(`${dir}/`)) ?? ".";
}

describe("workspace dependencies", () => {
  const sources = repoFiles().filter((file) => SOURCE.test(file));

  it.each([...workspaceDirs, "."])("%s declares every workspace package it imports", (dir) => {
    const own = manifest(dir);
    const declared = new Set(
      Object.keys({ ...own.dependencies, ...own.devDependencies, ...own.peerDependencies }),
    );
    const undeclared = sources
      .filter((file) => ownerOf(file) === dir)
      .flatMap((file) =>
        importsOf(readRepoFile(file))
          .map(packageOf)
          .filter((name) => workspaceNames.has(name) && name !== own.name && !declared.has(name))
          .map((name) => `${file} imports ${name}`),
      );
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
