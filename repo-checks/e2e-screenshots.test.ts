import { describe, expect, it } from "vitest";
import { lineOf, readRepoFile, repoFiles } from "./support/repo-files";

// Browser tests save screenshots through e2e/support/screenshots.ts only, so one switch decides
// whether a run keeps them (CI does not) and they all land in one folder with one naming.
const WRITER = "e2e/support/screenshots.ts";
const SCREENSHOT_CALL = /\.screenshot\(/g;

describe("browser-test screenshots have one writer", () => {
  it("no spec or helper calls Playwright's screenshot() itself", () => {
    const found = repoFiles()
      .filter((file) => /^e2e\/.+\.ts$/.test(file) && file !== WRITER)
      .flatMap((file) => {
        const text = readRepoFile(file);
        return Array.from(
          text.matchAll(SCREENSHOT_CALL),
          (m) => `${file}:${lineOf(text, m.index)}`,
        );
      });
    expect(found).toEqual([]);
    expect(readRepoFile(WRITER)).toMatch(SCREENSHOT_CALL);
  });
});
