import { logoPng } from "../support/images";
import { expect, type Page, test } from "../support/workspace";

// The main screens at 390 × 844 (the "phone" project): compact header, menu, forms and lists.

async function settle(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("sign-in and system status on a phone", async ({ page, snap }) => {
  await page.goto("/login");
  await settle(page, "Sign in");
  await snap("login");
  await page.goto("/test");
  await settle(page, "System status");
  await expect(page.getByRole("button", { name: "Check again" })).toBeEnabled();
  await snap("diagnostics");
});

test("onboarding screens on a phone", async ({ page, newcomer, snap }) => {
  expect(newcomer.email).toContain("@");
  await page.goto("/subscribe");
  await settle(page, "Set up your company");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText("address details incomplete")).toBeVisible();
  await snap("subscribe-errors");

  await page.request.post("/api/v1/company", {
    data: {
      accountName: "Mokoena Advisory",
      contactPerson: { firstName: "Lerato", lastName: "Mokoena" },
      email: "lerato@mokoena.co.za",
      telephone: { phoneCountryCode: "+27", phoneNumber: "11 555 0199" },
      address: {
        addressLine1: "5 Jan Smuts Ave",
        city: "Johannesburg",
        country: "South Africa",
        postalCode: "2196",
      },
    },
  });
  await page.goto("/subscriptions");
  await settle(page, "Subscriptions");
  await snap("subscriptions");

  await page.getByRole("button", { name: "Start free trial" }).click();
  const overview = page.getByRole("dialog", { name: "Welcome to Adviser Desk" });
  await expect(overview).toBeVisible();
  await snap("overview");
  await overview.getByRole("button", { name: "Get Started" }).click();
  await expect(overview).toBeHidden();
});

test("workspace screens on a phone", async ({ page, adviser, snap }) => {
  expect(adviser.email).toContain("@");
  for (const [clientName, clientSurname] of [
    ["Thandi", "Nkosi"],
    ["Jan", "van der Merwe"],
    ["Nomvula", "Dlamini-Zuma Khumalo"],
  ] as const) {
    await page.request.post("/api/v1/clients", {
      data: { clientName, clientSurname, email: `${clientName.toLowerCase()}@example.co.za` },
    });
  }
  await page.goto("/company");
  await settle(page, "My Company Details");
  await page.locator("input[type=file]").setInputFiles(await logoPng(page));
  await expect(
    page.getByRole("banner").getByRole("img", { name: "Botha Financial Planning logo" }),
  ).toBeVisible();
  await snap("company");

  await page.goto("/clients");
  await settle(page, "Clients / Scenarios");
  await snap("clients");

  await page.getByRole("button", { name: "Account menu for Pieter Botha" }).click();
  await expect(page.getByRole("menuitem", { name: "My Company Details" })).toBeVisible();
  await snap("account-menu");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Add client" }).first().click();
  await page
    .getByRole("dialog", { name: "Add client" })
    .getByRole("button", { name: "Add client" })
    .click();
  await expect(page.getByText("client name missing")).toBeVisible();
  await snap("client-add");
  await page.keyboard.press("Escape");

  await page
    .getByRole("list", { name: "Clients" })
    .getByRole("link", { name: /Nomvula/ })
    .click();
  await settle(page, "Nomvula Dlamini-Zuma Khumalo");
  await snap("client-detail");

  await page.goto("/profile");
  await settle(page, "My Profile");
  await snap("profile");
});
