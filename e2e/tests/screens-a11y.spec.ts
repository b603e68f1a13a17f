import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { linkFromMail } from "../support/fixtures";
import { test } from "../support/records";
import { checkScreen, SIZES, type Size } from "../support/screen-check";
import { expect } from "../support/workspace";
import { adminPage } from "./admin-steps";

// Every screen, at a laptop's size and at a phone's (390 × 844): accessibility (axe-core, WCAG 2.2
// AA, serious and critical violations fail), nothing wider than the window or cut off, and a
// screenshot of each. Data comes straight from the API so each screen has something to show.

const SIZE_NAMES = Object.keys(SIZES) as Size[];

// Each test walks many screens twice, with axe on every one. The tests are independent (each has
// its own people), so the file's tests spread over the workers.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
}

async function walk(page: Page, screens: Screen[], testInfo: TestInfo) {
  for (const size of SIZE_NAMES) {
    await page.setViewportSize(SIZES[size]);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      await checkScreen(page, testInfo, size, screen.name);
    }
  }
}

async function created(page: Page, collection: string, body: object): Promise<string> {
  const response = await page.request.post(`/api/v1/${collection}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("public screens", async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await walk(
    page,
    [
      { name: "login", path: "/login", heading: "Sign in" },
      { name: "register", path: "/register", heading: /Create/ },
      { name: "forgot-password", path: "/forgot-password", heading: /password/i },
      { name: "privacy-policy", path: "/privacy-policy", heading: /Privacy/ },
      { name: "diagnostics", path: "/test", heading: "System status" },
      { name: "not-found", path: "/no-such-page", heading: /not found/i },
    ],
    testInfo,
  );
  await context.close();
});

test("invitation link page: signed out, another address, used link", async ({
  page,
  browser,
  adviser,
}, testInfo) => {
  const invited = await page.request.post("/api/v1/company/invitations", {
    data: { email: `a11y.${Date.now().toString(36)}@example.co.za`, role: "assistant" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const email = ((await invited.json()) as { email: string }).email;
  const link = new URL(await linkFromMail(email, /invites you to/i, "/invitations/accept"));
  const path = `${link.pathname}${link.search}`;
  const signedOut = await (await browser.newContext()).newPage();
  await walk(
    signedOut,
    [{ name: "accept-invitation-signed-out", path, heading: "Join a practice" }],
    testInfo,
  );
  await signedOut.context().close();
  expect(adviser.email).toContain("@");
  await walk(
    page,
    [
      { name: "accept-invitation-other-address", path, heading: "Join a practice" },
      {
        name: "accept-invitation-invalid",
        path: "/invitations/accept?token=no-such-link",
        heading: "Join a practice",
      },
    ],
    testInfo,
  );
});

test("company set-up and subscriptions", async ({ page, newcomer }, testInfo) => {
  expect(newcomer.email).toContain("@");
  await walk(
    page,
    [{ name: "subscribe", path: "/subscribe", heading: "Set up your company" }],
    testInfo,
  );
});

/** One record of each kind for the client, as the API creates them; their ids. */
async function recordsOf(page: Page, clientId: string) {
  const scenario = await created(page, "scenarios", {
    clientId,
    scenarioName: "Retire at 60",
    taxYear: 2027,
    inputs: { age: 52, salary: 1_150_000, payePaid: 300_000 },
  });
  const duty = await created(page, "transfer-duties", {
    clientId,
    description: "Rosebank flat",
  });
  const loan = await created(page, "home-loan-repayments", {
    clientId,
    description: "30-year bond",
    inputs: {
      loanAmount: 2_150_000,
      annualRatePercent: 11.75,
      termMonths: 360,
      startDate: "2026-01-01",
      extraMonthly: 1_500,
    },
  });
  const comparison = await created(page, "investment-comparisons", {
    clientId,
    description: "TFSA or unit trust",
  });
  return { scenario, duty, loan, comparison };
}

// The adviser's screens are three tests (each with its own adviser), so workers share them.
test("adviser's screens: clients, company, subscriptions and profile", async ({
  page,
  client,
}, testInfo) => {
  await walk(
    page,
    [
      { name: "clients", path: "/clients", heading: "Clients / Scenarios" },
      { name: "client", path: `/clients/${client.id}`, heading: client.name },
      {
        name: "client-calculations",
        path: `/clients/${client.id}?tab=calculations`,
        heading: client.name,
      },
      { name: "company", path: "/company", heading: "My Company Details" },
      { name: "subscriptions", path: "/subscriptions", heading: "Subscriptions" },
      { name: "profile", path: "/profile", heading: "My Profile" },
    ],
    testInfo,
  );
});

test("adviser's screens: the four records", async ({ page, client }, testInfo) => {
  const { scenario, duty, loan, comparison } = await recordsOf(page, client.id);
  await walk(
    page,
    [
      { name: "scenario", path: `/scenario/${scenario}`, heading: "Retire at 60" },
      { name: "transfer-duty", path: `/transfer-duty/${duty}`, heading: "Rosebank flat" },
      { name: "home-loan", path: `/home-loan-repayment/${loan}`, heading: "30-year bond" },
      {
        name: "investment-comparison",
        path: `/investment-comparison/${comparison}`,
        heading: "TFSA or unit trust",
      },
    ],
    testInfo,
  );
});

test("adviser's screens: the four reports", async ({ page, client }, testInfo) => {
  const { scenario, duty, loan, comparison } = await recordsOf(page, client.id);
  await walk(
    page,
    [
      {
        name: "scenario-report",
        path: `/scenario/${scenario}/report`,
        heading: "Income tax scenario",
      },
      {
        name: "transfer-duty-report",
        path: `/transfer-duty/${duty}/report`,
        heading: /Transfer duty/,
      },
      {
        name: "home-loan-report",
        path: `/home-loan-repayment/${loan}/report`,
        heading: /Home loan/,
      },
      {
        name: "investment-comparison-report",
        path: `/investment-comparison/${comparison}/report`,
        heading: "Investment comparison",
      },
    ],
    testInfo,
  );
});

interface DialogOpening {
  name: string;
  path: string;
  heading: string | RegExp;
  open: (page: Page) => Promise<void>;
  dialog: string | RegExp;
}

/** Opens each dialog on its screen, checks it like a screen (axe included), and closes it. */
async function walkDialogs(page: Page, dialogs: DialogOpening[], testInfo: TestInfo) {
  for (const size of SIZE_NAMES) {
    await page.setViewportSize(SIZES[size]);
    for (const step of dialogs) {
      await page.goto(step.path);
      await expect(page.getByRole("heading", { level: 1, name: step.heading })).toBeVisible();
      await step.open(page);
      const dialog = page.getByRole("dialog", { name: step.dialog });
      await expect(dialog).toBeVisible();
      await expect(
        dialog
          .getByRole("button", { name: "Close" })
          .or(dialog.getByRole("button", { name: "Cancel" }))
          .first(),
      ).toBeVisible();
      await checkScreen(page, testInfo, size, `${step.name}-dialog`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
}

// Every dialog the adviser's screens open: each × had no name (axe button-name, critical) and each
// header was a second banner landmark (journey review N15).
test("adviser's dialogs: welcome, add client, new record, erase", async ({
  page,
  client,
}, testInfo) => {
  await recordsOf(page, client.id);
  const click = (name: string) => async (p: Page) => {
    await p.getByRole("button", { name }).first().click();
  };
  await walkDialogs(
    page,
    [
      {
        name: "welcome",
        path: "/clients",
        heading: "Clients / Scenarios",
        open: click("Overview"),
        dialog: "Welcome to Adviser Desk",
      },
      {
        name: "add-client",
        path: "/clients",
        heading: "Clients / Scenarios",
        open: click("Add client"),
        dialog: "Add client",
      },
      {
        name: "new-scenario",
        path: `/clients/${client.id}?tab=calculations`,
        heading: client.name,
        open: click("New tax scenario"),
        dialog: /scenario/i,
      },
      {
        // Erasing is in the client page's "More actions" menu.
        name: "erase-client",
        path: `/clients/${client.id}`,
        heading: client.name,
        open: async (p: Page) => {
          await click(`More actions for ${client.name}`)(p);
          await p.getByRole("menuitem", { name: "Erase permanently" }).click();
        },
        dialog: "Erase this client permanently?",
      },
    ],
    testInfo,
  );
});

// Every dialog the administration screens open (issue 37): a user's Disable, Make admin and
// Delete, and a coupon's Disable. Opened and closed with Escape: nothing is changed.
test("administration dialogs: disable, make admin and delete a user; disable a coupon", async ({
  browser,
  adminRequest,
  adviser,
}, testInfo) => {
  const found = await adminRequest.get(
    `/api/v1/admin/users?q=${encodeURIComponent(adviser.email)}`,
  );
  const { items } = (await found.json()) as { items: { id: string }[] };
  const userPath = `/admin/users/${items[0]?.id ?? ""}`;
  const admin = await adminPage(browser, adminRequest);
  const click = (name: string) => async (p: Page) => {
    await p.getByRole("button", { name, exact: true }).first().click();
  };
  await walkDialogs(
    admin,
    [
      {
        name: "admin-disable-user",
        path: userPath,
        heading: adviser.name,
        open: click("Disable user"),
        dialog: "Disable this user?",
      },
      {
        name: "admin-make-admin",
        path: userPath,
        heading: adviser.name,
        open: click("Make admin"),
        dialog: "Make this user an administrator?",
      },
      {
        name: "admin-delete-user",
        path: userPath,
        heading: adviser.name,
        open: click("Delete user…"),
        dialog: "Delete this user?",
      },
      {
        name: "admin-disable-coupon",
        path: "/admin/coupons",
        heading: "Coupons",
        open: click("Disable coupon E2EHALF"),
        dialog: "Disable coupon E2EHALF?",
      },
    ],
    testInfo,
  );
  await admin.context().close();
});

// The administration screens are two tests too: as one they were the run's longest test.
async function walkAsAdmin(
  browser: Browser,
  adminRequest: APIRequestContext,
  screens: Screen[],
  testInfo: TestInfo,
) {
  const admin = await adminPage(browser, adminRequest);
  await walk(admin, screens, testInfo);
  await admin.context().close();
}

test("administration screens: overview, users, coupons, site config and templates", async ({
  browser,
  adminRequest,
}, testInfo) => {
  const users = await adminRequest.get("/api/v1/admin/users?q=admin.e2e");
  const { items } = (await users.json()) as { items: { id: string }[] };
  const own = items[0]?.id ?? "";
  await walkAsAdmin(
    browser,
    adminRequest,
    [
      { name: "admin", path: "/admin", heading: "Administration" },
      { name: "admin-users", path: "/admin/users", heading: "Users" },
      { name: "admin-user", path: `/admin/users/${own}`, heading: /Site Admin|admin\.e2e/ },
      { name: "admin-coupons", path: "/admin/coupons", heading: "Coupons" },
      { name: "admin-site-config", path: "/admin/site-config", heading: /Site config/i },
      { name: "admin-report-templates", path: "/admin/report-templates", heading: /templates/i },
    ],
    testInfo,
  );
});

test("administration screens: tax years and transfer duty tables", async ({
  browser,
  adminRequest,
}, testInfo) => {
  await walkAsAdmin(
    browser,
    adminRequest,
    [
      { name: "admin-tax-years", path: "/admin/constants/tax-scenario", heading: /Tax/ },
      { name: "admin-tax-year", path: "/admin/constants/tax-scenario/2027", heading: /2027/ },
      {
        name: "admin-duty-tables",
        path: "/admin/constants/transfer-duty",
        heading: /Transfer duty/,
      },
      {
        name: "admin-duty-table",
        path: "/admin/constants/transfer-duty/2025-04-01",
        heading: /Transfer/,
      },
    ],
    testInfo,
  );
});
