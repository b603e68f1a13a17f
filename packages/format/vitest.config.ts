import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "format", environment: "node", include: ["test/**/*.test.ts"] },
});
