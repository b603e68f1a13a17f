/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.

import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { saveScreenshot } from "../support/screenshots";

/**
 * The administrator in a browser of their own, signed in with the session of the worker's
 * `adminRequest` fixture (one sign-in per worker: sign-ins are rate-limited per e-mail).
 */
export async function adminPage(browser: Browser, adminRequest: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    storageState: await adminRequest.storageState(),
  });
  return context.newPage();
}

/**
 * Opens /admin (or reloads it) and waits until its overview has arrived (the counts show), so
 * what is judged next is the server's answer, not a screen still loading on a busy machine.
 */
export async function openAdminOverview(admin: Page): Promise<void> {
  await admin.goto("/admin");
  await expect(admin.getByLabel("Companies", { exact: true })).not.toHaveText("…");
}

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 800 };

/**
 * Screenshots of the admin's own browser (the `snap` fixture takes the default page), named like
 * the fixture's: `<project>-<name>.png`, after the route loader has gone, from the top.
 */
export function snapOf(page: Page, testInfo: TestInfo) {
  return async (name: string) => {
    await expect(page.getByRole("status", { name: "Loading page" })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `${testInfo.project.name}-${name}`);
  };
}
