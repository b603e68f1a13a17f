import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { linkFromMail } from "./fixtures";
import { claimSeededPerson } from "./seeded-people";

/** Subscribes the signed-in owner through the PayFast simulator's payment page. */
export async function subscribeThroughSimulator(page: Page) {
  await page.goto("/subscriptions");
  await page.getByRole("button", { name: "Subscribe with PayFast" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/clients$/);
}

/**
 * The owner (signed in on `page`) invites a fresh seeded person with `role`; they take the link
 * from the e-mail and accept it in their own browser context, which is returned signed in.
 */
export async function inviteAndJoin(
  page: Page,
  browser: Browser,
  role: "adviser" | "assistant" | "read-only",
) {
  const person = claimSeededPerson("newcomer");
  const invited = await page.request.post("/api/v1/company/invitations", {
    data: { email: person.email, role },
  });
  expect(invited.status()).toBe(201);
  const link = new URL(await linkFromMail(person.email, /invites you/i, "/invitations/accept"));
  const context = await browser.newContext();
  await context.addCookies([
    { ...person.cookie, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
  const memberPage = await context.newPage();
  const accepted = await memberPage.request.post("/api/v1/invitations/accept", {
    data: { token: link.searchParams.get("token") },
  });
  expect(accepted.status()).toBe(200);
  return { person, context, page: memberPage };
}
