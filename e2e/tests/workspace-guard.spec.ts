import { COMPANY, expect, type Page, test } from "../support/workspace";

// Spec §4: the route guard, end to end, through each stage of a person's setup.

async function expectLanding(page: Page, from: string, to: RegExp) {
  await page.goto(from);
  await expect(page).toHaveURL(to);
}

test("signed out: / and every auth route go to /login; an unknown path is a 404", async ({
  page,
}) => {
  await expectLanding(page, "/", /\/login$/);
  // /clients is where signing in leads anyway; any other screen is remembered for after it.
  await expectLanding(page, "/clients", /\/login$/);
  for (const path of ["/company", "/subscriptions", "/subscribe", "/profile"]) {
    await expectLanding(page, path, new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the guard follows the setup: no company → /subscribe, no subscription → /subscriptions", async ({
  page,
  newcomer,
}) => {
  expect(newcomer.email).toContain("@");
  for (const path of ["/login", "/clients", "/company", "/subscriptions"]) {
    await expectLanding(page, path, /\/subscribe$/);
  }
  await expectLanding(page, "/profile", /\/profile$/);

  expect((await page.request.post("/api/v1/company", { data: COMPANY })).ok()).toBe(true);
  for (const path of ["/login", "/clients", "/subscribe"]) {
    await expectLanding(page, path, /\/subscriptions$/);
  }
  await expectLanding(page, "/company", /\/company$/);
  await expectLanding(page, "/profile", /\/profile$/);

  // The API enforces the same rule: the guard is a convenience, not the lock.
  expect((await page.request.get("/api/v1/clients")).status()).toBe(402);

  expect((await page.request.post("/api/v1/subscription/trial")).ok()).toBe(true);
  for (const path of ["/login", "/", "/subscribe", "/clients"]) {
    await expectLanding(page, path, /\/clients$/);
  }
});

test("/test shows the app version, API and database health, and who is signed in", async ({
  page,
  snap,
}) => {
  await page.goto("/test");
  await expect(page.getByRole("heading", { name: "System status" })).toBeVisible();
  await expect(page.getByText("signed out")).toBeVisible();
  await expect(page.getByText(/^ok · \d+ ms$/)).toBeVisible();
  await expect(page.getByText(/^ready \((pglite|postgres)\) · \d+ ms$/)).toBeVisible();
  await expect(page.getByText("Failed")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check again" })).toBeEnabled();
  await snap("diagnostics");
});

test("/test names the signed-in user", async ({ page, adviser }) => {
  await page.goto("/test");
  await expect(page.getByText(`${adviser.name} (${adviser.email})`)).toBeVisible();
});
