/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.
import { expect, test } from "../support/workspace";

// Spec §4 "config watch": the live site config moves everyone to /under-construction and back,
// and a new version asks to refresh.

const QUESTION = "A new version of the app is available. Would you like to refresh the browser?";

test("under construction: open pages move to /under-construction, and to /login when cleared", async ({
  page,
  browser,
  adviser,
  siteConfig,
  snap,
}) => {
  expect(adviser.email).toContain("@");
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Clients / Scenarios" })).toBeVisible();

  // Someone signed out, on the sign-in page, in another browser.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/login");
  await expect(visitor.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await siteConfig({ underConstruction: true });
  await expect(page).toHaveURL(/\/under-construction$/);
  await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
  await expect(visitor).toHaveURL(/\/under-construction$/);
  await snap("under-construction");

  // While it lasts, other pages are not reachable.
  await page.goto("/company");
  await expect(page).toHaveURL(/\/under-construction$/);

  await siteConfig({ underConstruction: false });
  await expect(visitor).toHaveURL(/\/login$/);
  // The adviser is still signed in: the guard of /login sends them on to their clients.
  await expect(page).toHaveURL(/\/clients$/);
  await visitor.context().close();
});

test("a new version: No keeps the page, Yes clears storage and caches and reloads", async ({
  page,
  siteConfig,
  snap,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // The first version seen is stored without asking.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("adviser-desk.app-version")))
    .not.toBeNull();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.evaluate(async () => {
    localStorage.setItem("e2e.left-over", "yes");
    await caches.open("e2e-left-over");
  });

  await siteConfig({ version: "e2e-2.0.0" });
  const prompt = page.getByRole("dialog", { name: "New version" });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(QUESTION, { exact: true })).toBeVisible();
  await snap("version-prompt");

  await prompt.getByRole("button", { name: "No" }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("adviser-desk.app-version"))).not.toBe(
    "e2e-2.0.0",
  );

  // Still an old version on the next visit: asked again; this time Yes.
  await page.reload();
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Yes" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("adviser-desk.app-version"))).toBe(
    "e2e-2.0.0",
  );
  expect(await page.evaluate(() => localStorage.getItem("e2e.left-over"))).toBeNull();
  expect(await page.evaluate(() => caches.has("e2e-left-over"))).toBe(false);
});
