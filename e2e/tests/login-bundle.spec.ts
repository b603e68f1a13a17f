import { expect, test } from "../support/fixtures";
import { javascriptLoadedBy } from "../support/javascript-loaded";

// What a signed-out visitor's first page costs: every .js file /login fetches, gzip-compressed
// (as the bundle bench measures it), printed in the run.
//
// The goal is 110 KB. /login is its own page without the app's router and query client
// (ADR 033) and loads 98.3 KB as measured here; the check holds the line there, with 2.7 KB for
// build-to-build noise: a change that makes /login heavier fails here, and the goal is printed
// next to the figure.

const CEILING_KB = 101;
const GOAL_KB = 110;

test("JavaScript loaded by /login does not grow", async ({ page }) => {
  const { bytes, kb, count, files } = await javascriptLoadedBy(page, async () => {
    await page.goto("/login", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  });
  console.log(`JavaScript loaded by /login: ${kb} KB gzip in ${count} files (goal ${GOAL_KB} KB)`);
  console.log(files.join("\n"));
  test.info().annotations.push({ type: "login-js-gzip-kb", description: String(kb) });
  // Bytes, not the rounded KB: a budget of 300 KB is 307 200 bytes, not 307 251.
  expect(bytes).toBeLessThanOrEqual(CEILING_KB * 1024);
});
