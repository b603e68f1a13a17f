import { COMPANY, expect, test } from "../support/workspace";

// Spec §4 and §5: a new adviser sets up the company, starts the free trial and is welcomed once.

test("new adviser: /subscribe with the spec's messages → /subscriptions → free trial → /clients, welcomed once", async ({
  page,
  newcomer,
  snap,
}) => {
  await page.goto("/clients");
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${newcomer.name}`)).toBeVisible();
  // The name and e-mail given at registration are not typed twice.
  await expect(page.getByLabel("First name")).toHaveValue("Lerato");
  await expect(page.getByLabel("Last name")).toHaveValue("Mokoena");
  await expect(page.getByLabel("E-mail")).toHaveValue(newcomer.email);
  await snap("subscribe");

  // An incomplete form: every rule of spec §5 speaks, inline, with its exact message.
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Last name").fill("");
  await page.getByLabel("E-mail").fill("");
  await page.getByLabel("VAT number").fill("12345");
  await page.getByRole("button", { name: "Create company" }).click();
  for (const message of [
    "account name missing",
    "contact person first or last name missing",
    "account email missing",
    "missing phone code or number",
    "VAT number must be 10 characters",
    "address details incomplete",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/subscribe$/);
  await snap("subscribe-errors");

  await page.getByLabel("Company name").fill(COMPANY.accountName);
  // Typed as printed on an invoice: the spaces are dropped.
  await page.getByLabel("VAT number").fill("4123 456 789");
  await page.getByLabel("Website").fill("www.botha-fp.co.za");
  await page.getByLabel("First name").fill(COMPANY.contactPerson.firstName);
  await page.getByLabel("Last name").fill(COMPANY.contactPerson.lastName);
  await page.getByLabel("E-mail").fill(COMPANY.email);
  await page.getByLabel("Phone number").fill(COMPANY.telephone.phoneNumber);
  await page.getByLabel("Address line 1").fill(COMPANY.address.addressLine1);
  await page.getByLabel("City").fill(COMPANY.address.city);
  await page.getByLabel("Postal code").fill(COMPANY.address.postalCode);
  await page.getByRole("button", { name: "Create company" }).click();

  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(
    page.getByRole("heading", { name: /Try Adviser Desk free for 14 days/ }),
  ).toBeVisible();
  await expect(page.getByText("No payment date")).toBeVisible();
  await expect(page.getByText("No start date")).toBeVisible();
  // No overview yet: it greets subscribers, and this company has not started its trial.
  await expect(page.getByRole("dialog")).toBeHidden();
  await snap("subscriptions-trial-available");

  await page.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  const overview = page.getByRole("dialog", { name: "Welcome to Adviser Desk" });
  await expect(overview).toBeVisible();
  await expect(overview.getByRole("button", { name: "Get Started" })).toBeVisible();
  await snap("clients-overview");

  const welcomed = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/company") && r.request().method() === "PATCH",
  );
  await overview.getByRole("button", { name: "Get Started" }).click();
  expect((await welcomed).ok()).toBe(true);
  await expect(overview).toBeHidden();
  await expect(page.getByRole("heading", { name: "Clients / Scenarios" })).toBeVisible();
  // The header now shows the contact person (spec §2), not the user's own name.
  await expect(page.getByRole("button", { name: "Account menu for Pieter Botha" })).toBeVisible();
  await snap("clients-empty");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Clients / Scenarios" })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog")).toBeHidden();

  // The trial is the company's one trial: /subscriptions now shows it running.
  await page.goto("/subscriptions");
  await expect(page.getByRole("heading", { name: "Your free trial is on" })).toBeVisible();
  await expect(page.getByText("Free trial", { exact: true })).toBeVisible();
  // No debit runs in a trial: the summary says so instead of "R 0,00" (issue 12).
  await expect(page.getByText("None yet", { exact: true })).toBeVisible();
  await expect(page.getByText("R 0,00")).toHaveCount(0);
  await snap("subscriptions-trial");
});

test("the overview closed with its close button is also never shown again", async ({
  page,
  newcomer,
}) => {
  expect(newcomer.email).toContain("@");
  await page.request.post("/api/v1/company", { data: COMPANY });
  await page.request.post("/api/v1/subscription/trial");
  await page.goto("/company");
  const overview = page.getByRole("dialog", { name: "Welcome to Adviser Desk" });
  await expect(overview).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overview).toBeHidden();
  await page.goto("/clients");
  await page.waitForTimeout(1500);
  await expect(page.getByRole("dialog")).toBeHidden();

  // Opened again by hand from the header, it still works.
  await page.getByRole("button", { name: "Overview" }).click();
  await expect(overview).toBeVisible();
});
