import { execSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { ROOT } from "./web-build";

/** "…/node_modules/@mantine/core/esm/…" → "@mantine/core"; our files by workspace folder. */
function packageOf(source: string) {
  const npm = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (npm?.[1]) return npm[1];
  return /(apps\/[^/]+|packages\/[^/]+)\//.exec(source)?.[1] ?? "(other)";
}

/**
 * What /login's chunk is made of: the sign-in page (apps/web/vite.login.config.ts) built once
 * more with source maps (into a temporary folder), its entry chunk's minified bytes attributed to
 * the package they came from.
 */
export async function firstChunkContents(): Promise<{ name: string; bytes: number }[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), "adt-bundle-map-"));
  try {
    execSync(
      `npx vite build -c vite.login.config.ts --sourcemap --outDir ${outDir} --emptyOutDir --logLevel error`,
      {
        cwd: path.join(ROOT, "apps/web"),
        stdio: "ignore",
      },
    );
    const assets = path.join(outDir, "assets");
    const entry = readdirSync(assets).find((f) => /^login-.*\.js$/.test(f));
    if (!entry) return [];
    const code = readFileSync(path.join(assets, entry), "utf8").split("\n");
    const map = new SourceMapConsumer(
      JSON.parse(readFileSync(path.join(assets, `${entry}.map`), "utf8")),
    );
    const bytes = new Map<string, number>();
    let previous: { line: number; column: number; source: string } | null = null;
    const count = (to: { line: number; column: number } | null) => {
      if (!previous) return;
      const end =
        to && to.line === previous.line
          ? to.column
          : (code[previous.line - 1]?.length ?? previous.column);
      const name = packageOf(previous.source);
      bytes.set(name, (bytes.get(name) ?? 0) + end - previous.column);
    };
    map.eachMapping((m) => {
      const at = { line: m.generatedLine, column: m.generatedColumn };
      count(at);
      previous = { ...at, source: m.source ?? "" };
    });
    count(null);
    return [...bytes].map(([name, n]) => ({ name, bytes: n })).sort((a, b) => b.bytes - a.bytes);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
