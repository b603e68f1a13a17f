import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "./support/repo-files";

const run = promisify(execFile);
const server = path.join(repoRoot, "apps/server");
const migrations = path.join(server, "drizzle");
// The server's own drizzle-kit, by its package's `bin` (the package exports no bin path).
const kitMain = createRequire(path.join(server, "package.json")).resolve("drizzle-kit");
const drizzleKit = path.join(path.dirname(kitMain), "bin.cjs");

/** Every file under `dir` with its text, so a run that writes or rewrites anything shows up. */
function snapshotOf(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return Object.fromEntries(
    files.map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [path.relative(dir, file), readFileSync(file, "utf8")];
    }),
  );
}

// drizzle-kit generate compares the schema TS with the newest snapshot in the migrations folder
// and writes a new migration when they differ. It runs here on a copy, with the server's own
// drizzle.config.ts (dialect, casing) and only the output folder moved, so the repository is
// never written to.
describe("database migrations", () => {
  const work = mkdtempSync(path.join(tmpdir(), "migration-drift-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("the checked-in migrations are exactly what the schema generates: drizzle-kit finds nothing to add", async () => {
    cpSync(migrations, path.join(work, "drizzle"), { recursive: true });
    writeFileSync(
      path.join(work, "drizzle.config.ts"),
      [
        `import config from ${JSON.stringify(path.join(server, "drizzle.config.ts"))};`,
        `export default { ...config, schema: ${JSON.stringify(path.join(server, "src/db/schema/index.ts"))}, out: "./drizzle" };`,
      ].join("\n"),
    );
    const before = snapshotOf(path.join(work, "drizzle"));

    const check = await run(process.execPath, [drizzleKit, "check"], { cwd: work });
    expect(check.stdout).toContain("Everything's fine");
    const generate = await run(process.execPath, [drizzleKit, "generate"], { cwd: work });

    expect(generate.stdout).toContain("No schema changes, nothing to migrate");
    expect(snapshotOf(path.join(work, "drizzle"))).toEqual(before);
  });
});
