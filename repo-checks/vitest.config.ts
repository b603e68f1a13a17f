import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "repo-checks",
    environment: "node",
    include: ["*.test.ts"],
    // The migration drift check runs drizzle-kit in a child process.
    testTimeout: 60_000,
  },
});
