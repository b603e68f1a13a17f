import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Server integration tests run on embedded PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL is set (CI sets it; an unreachable database fails the run).
const serverProject = (kind: "pglite" | "postgres") => ({
  extends: "./apps/server/vitest.config.ts",
  test: {
    name: `server-${kind}`,
    root: "./apps/server",
    env: { TEST_DB_KIND: kind },
    globalSetup: [
      `test/support/${kind}-template-setup.ts`,
      "test/support/compiled-server-setup.ts",
    ],
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its own process, which idles
    // while the files run: on a 2-core machine that meant one file at a time (ADR 040).
    maxWorkers: availableParallelism(),
    projects: [
      "packages/*/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "repo-checks/vitest.config.ts",
      serverProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("postgres")] : []),
    ],
  },
});
