import { expect, type Page, test } from "../support/workspace";

async function crops(page: Page, prefix: string, width: number, step: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(800);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 0; y < height; y += step, n++) {
    await page.screenshot({
      path: `/tmp/${prefix}-${n}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(step, height - y) },
    });
  }
}

test("scratch", async ({ page, adviser }) => {
  expect(adviser.email).toContain("@");
  const client = await page.request.post("/api/v1/clients", {
    data: { clientName: "Thandi", clientSurname: "Nkosi" },
  });
  const clientId = ((await client.json()) as { id: string }).id;
  const kind = process.env.SCRATCH_KIND ?? "investment-comparisons";
  const created = await page.request.post(`/api/v1/${kind}`, {
    data: { clientId, description: "Scratch" },
  });
  const { id } = (await created.json()) as { id: string };
  const route = kind === "investment-comparisons" ? "investment-comparison" : "home-loan-repayment";
  await page.goto(`/${route}/${id}`);
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading page" })).toBeHidden();
  if (route === "investment-comparison") {
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByRole("menuitem", { name: "Buy-to-let property" }).click();
  } else {
    await page.getByLabel("Extra every month").click();
    await page.getByLabel("Extra every month").fill("2000");
    await page.getByRole("button", { name: "Add lump sum" }).click();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await crops(page, "l", 1366, 900);
  await crops(page, "p", 390, 1100);
});
