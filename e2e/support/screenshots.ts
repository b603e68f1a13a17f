import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

// The one place the browser tests save screenshots: images of each screen for a person to look
// at, never compared by a test. A CI run discards them, so there they cost CPU for nothing (about
// a twentieth of the browser suite's): they are kept unless CI is set, and E2E_SCREENSHOTS=1 or 0
// says otherwise either way.

export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, "../screenshots");

export const keepScreenshots = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS !== "0"
  : !process.env.CI;

if (keepScreenshots) mkdirSync(SCREENSHOTS_DIR, { recursive: true });

/**
 * Saves `screenshots/<name>.png` of a page (its full length unless `fullPage: false`, for a screen
 * with a bar stuck to the window's bottom edge) or of one element.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!keepScreenshots) return;
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  if ("goto" in target) {
    await target.screenshot({
      animations: "disabled",
      path: file,
      fullPage: options.fullPage ?? true,
    });
  } else {
    await target.screenshot({ animations: "disabled", path: file });
  }
}
