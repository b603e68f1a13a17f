import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "finance", environment: "node", include: ["test/**/*.test.ts"] },
});
