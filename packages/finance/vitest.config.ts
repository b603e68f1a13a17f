import { defineProject } from "vitest/config";

export default defineProject({
  // Pure functions and no mocks: the files of a worker share their imports (ADR 040).
  test: { name: "finance", environment: "node", include: ["test/**/*.test.ts"], isolate: false },
});
