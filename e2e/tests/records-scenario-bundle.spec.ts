import { gzipSync } from "node:zlib";
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
  const sizes: Promise<number>[] = [];
  const files: string[] = [];
  fresh.on("response", (response) => {
    const file = new URL(response.url()).pathname;
    if (file.endsWith(".js")) {
      sizes.push(
        response.body().then((body) => {
          const gzip = gzipSync(body).length;
          files.push(`${file}: ${(gzip / 1024).toFixed(1)} KB`);
          return gzip;
        }),
      );
    }
  });
  await fresh.goto(`/scenario/${id}`, { waitUntil: "networkidle" });
  await expect(fresh.getByTestId("tax-payable")).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  const kb = Math.round((total / 1024) * 10) / 10;
  console.log(`JavaScript loaded by /scenario/:id: ${kb} KB gzip in ${sizes.length} files`);
  console.log(files.sort().join("\n"));
  test.info().annotations.push({ type: "scenario-js-gzip-kb", description: String(kb) });
  expect(kb).toBeLessThanOrEqual(BUDGET_KB);
});
