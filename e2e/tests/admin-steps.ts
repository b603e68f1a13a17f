import type { APIRequestContext, Browser, Page } from "@playwright/test";

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

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 800 };
