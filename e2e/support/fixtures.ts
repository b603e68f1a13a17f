/// <reference lib="dom" />
import { test as base, expect, type Page } from "@playwright/test";
import { MAIL_API_URL } from "./ports";
import { ready } from "./ready";
import { saveScreenshot } from "./screenshots";

interface Mail {
  to: string[];
  subject: string;
  body: string;
}

export { PASSWORD } from "./credentials";

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.za`;
}

/** Polls the SMTP sink for the newest e-mail to `to` whose subject matches, and returns its link. */
export async function linkFromMail(to: string, subject: RegExp, fragment: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAIL_API_URL}/messages?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as Mail[]).filter((m) => subject.test(m.subject));
    const newest = mails.at(-1);
    const link = newest?.body.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(fragment));
    if (link) return link.replaceAll("&amp;", "&");
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to} matching ${subject}`);
}

/** `fullPage: false` for a screen with a bar stuck to the window's bottom edge. */
type Snap = (name: string, options?: { fullPage?: boolean }) => Promise<void>;

export const test = base.extend<{ snap: Snap }, { appServerReady: undefined }>({
  // The site-wide specs' app server may still be starting when the first tests begin
  // (support/e2e-servers.ts): each worker waits for its project's server once.
  appServerReady: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      if (baseURL) await ready(baseURL);
      await use(undefined);
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  snap: async ({ page }, use, testInfo) => {
    await use(async (name, options) => {
      // The signed-in layout's route loader covers the page for 900 ms after each route change.
      await expect(page.getByRole("status", { name: "Loading page" })).toBeHidden();
      // From the top, or the fixed header lands mid-page in a full-page screenshot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `${testInfo.project.name}-${name}`, options);
    });
  },
});

export { expect, type Page };
