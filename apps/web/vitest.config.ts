import { defineProject } from "vitest/config";

const src = decodeURIComponent(new URL("./src", import.meta.url).pathname);

export default defineProject({
  resolve: { alias: { "@": src } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.ts?(x)"],
    setupFiles: ["./src/test/setup.ts"],
    // One file at a time, after the other projects: these tests wait for the screen with Testing
    // Library's 1 s default, which two jsdom files side by side on a busy 2-core machine missed
    // (ADR 040).
    maxWorkers: 1,
    // The files share one jsdom window and their imports (React, Mantine, the app's modules):
    // setting up jsdom and importing Mantine again for each of the 68 files was nine tenths of
    // the project's CPU (ADR 043). Each test's screen is unmounted after it (setup.ts), globals a
    // test stubs are unstubbed after it, and Vitest restores mocks between files.
    isolate: false,
    // A project with its own maxWorkers and shared imports needs its own group (Vitest refuses
    // two limits in one group); this one runs after the others, as it did when isolated.
    sequence: { groupOrder: 1 },
  },
});
