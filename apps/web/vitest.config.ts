import { defineProject } from "vitest/config";

const src = decodeURIComponent(new URL("./src", import.meta.url).pathname);

export default defineProject({
  resolve: { alias: { "@": src } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.ts?(x)"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
