/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.
import type { Response } from "@playwright/test";
import { expect, test } from "../support/workspace";

// Spec §7 "a service worker /sw.js is registered": it serves the app shell, never API answers.
// The other specs block service workers (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: "allow" });

test("/sw.js takes over the page, serves the shell, and leaves /api to the network", async ({
  page,
}) => {
  const script = await page.request.get("/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toBe("no-cache");

  await page.goto("/login");
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), {
      timeout: 20_000,
    })
    .toBe(true);

  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  const shell = responses.filter((r) => /\/assets\/.+\.js$/.test(r.url()));
  expect(shell.length).toBeGreaterThan(0);
  for (const response of shell) expect(response.fromServiceWorker()).toBe(true);
  const api = responses.filter((r) => new URL(r.url()).pathname.startsWith("/api/"));
  expect(api.length).toBeGreaterThan(0);
  for (const response of api) expect(response.fromServiceWorker()).toBe(false);

  await page.goto("/test");
  await expect(page.getByText("active", { exact: true })).toBeVisible();
});
