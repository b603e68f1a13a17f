import { javascriptLoadedBy } from "../support/javascript-loaded";
import { createRecord, expect, test } from "../support/records";

// The budget: the JavaScript /scenario/:id loads is at most 300 KB gzip. Measured as the
// bench does (every .js file fetched on a fresh page, gzip-compressed) and printed in the run.

const BUDGET_KB = 300;

test("JavaScript loaded by /scenario/:id stays within 300 KB gzip", async ({ page, client }) => {
  const id = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Budget check",
    taxYear: 2027,
  });
  const fresh = await page.context().newPage();
  const { bytes, kb, count, files } = await javascriptLoadedBy(fresh, async () => {
    await fresh.goto(`/scenario/${id}`, { waitUntil: "networkidle" });
    await expect(fresh.getByTestId("tax-payable")).toBeVisible();
  });
  console.log(`JavaScript loaded by /scenario/:id: ${kb} KB gzip in ${count} files`);
  console.log(files.join("\n"));
  test.info().annotations.push({ type: "scenario-js-gzip-kb", description: String(kb) });
  // Bytes, not the rounded KB: a budget of 300 KB is 307 200 bytes, not 307 251.
  expect(bytes).toBeLessThanOrEqual(BUDGET_KB * 1024);
});
