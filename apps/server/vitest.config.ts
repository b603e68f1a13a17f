import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own database and nothing is mocked, so files in one
    // worker share the imported server modules instead of importing them again per file.
    isolate: false,
  },
});
