import { expect, test } from "../support/records";
import { adminPage, snapOf } from "./admin-steps";

// Issue 17: the RA's annuity is taxed on its income at an estimated retirement income, and the
// TFSA's contributions above the limits go where the adviser chooses. Lump-sum tables are edited
// by the administrator like the other rate tables.

const option = (page: import("@playwright/test").Page, n: number) =>
  page.getByRole("region", { name: `Option ${n}` });

test("retirement income, age and drawdown tax the RA's annuity; the TFSA excess choice changes the result", async ({
  page,
  client,
  snap,
}) => {
  await page.goto(`/clients/${client.id}?tab=calculations`);
  await page.getByRole("button", { name: "New investment comparison" }).click();
  const dialog = page.getByRole("dialog", { name: "New investment comparison" });
  await dialog.getByLabel("Description").fill("RA or TFSA at retirement");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/investment-comparison\/[0-9a-f-]{36}$/);

  // No RA yet: no retirement settings.
  await expect(page.getByTestId("retirement-settings")).toHaveCount(0);
  await option(page, 1).getByLabel("Tax wrapper").selectOption("retirement-annuity");
  const settings = page.getByTestId("retirement-settings");
  await expect(settings).toBeVisible();
  await expect(settings.getByLabel("Age at retirement")).toHaveValue("65\u00a0years");
  await expect(settings.getByLabel("Annuity income drawn")).toHaveValue("5 %");

  await page.getByRole("button", { name: "Show the working" }).click();
  const working = page.getByRole("table", { name: "Working" });
  await expect(working.getByText(/estimate: this annuity's income only/)).toBeVisible();
  await settings.getByLabel("Retirement income a year").fill("450 000");
  await settings.getByLabel("Retirement income a year").blur();
  await expect(working.getByText(/the adviser's estimate/)).toBeVisible();
  await expect(
    working.getByText(/Tax on the annuity's income over its life/).first(),
  ).toBeVisible();

  // TFSA: R5 000 a month breaks the yearly limit; the adviser picks the 40 % penalty.
  await option(page, 2).getByLabel("Monthly", { exact: true }).fill("5 000");
  const excess = option(page, 2).getByLabel("Contributions above the limits");
  await expect(excess).toHaveValue("unit-trust");
  await expect(page.getByText(/is invested in a unit trust/)).toBeVisible();
  await excess.selectOption("penalty");
  await expect(page.getByText(/is paid into the TFSA anyway/)).toBeVisible();
  await expect(option(page, 2)).toContainText("counts as money put in");
  await expect(working.getByText(/SARS's 40\u00a0% tax on the excess/).first()).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.reload();
  await expect(option(page, 2).getByLabel("Contributions above the limits")).toHaveValue("penalty");
  await expect(
    page.getByTestId("retirement-settings").getByLabel("Retirement income a year"),
  ).toHaveValue(/450\u00a0000/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap("investment-retirement-and-tfsa");
});

test("lump-sum tables: listed, edited with the finance checks, published as a version", async ({
  browser,
  adminRequest,
}, testInfo) => {
  const admin = await adminPage(browser, adminRequest);
  const snapAdmin = snapOf(admin, testInfo);
  await admin.goto("/admin/constants/lump-sums");
  await expect(
    admin.getByRole("heading", { name: "Lump-sum tax tables", exact: true }),
  ).toBeVisible();
  await expect(admin.getByRole("link", { name: "2023-03-01" })).toBeVisible();
  await admin.getByLabel("New effective date").fill("2031-03-01");
  await admin.getByRole("button", { name: "Start" }).click();
  await expect(
    admin.getByRole("heading", { name: "Lump-sum tax tables from 2031-03-01" }),
  ).toBeVisible();
  await expect(admin.getByLabel("Table id")).toHaveValue("za-lump-sum@2031-03-01");
  await expect(admin.getByRole("table", { name: "Retirement table" })).toBeVisible();
  await expect(admin.getByText("The table is valid")).toBeVisible();

  const from = admin.getByLabel("From (R), band 3").first();
  await from.fill("800000");
  await expect(
    admin.getByText("1 problem to fix").or(admin.getByText(/problems? to fix/)),
  ).toBeVisible();
  await expect(admin.getByRole("button", { name: "Review changes" })).toBeDisabled();
  await snapAdmin("admin-lump-sum-problem");
  await from.fill("770000");
  await expect(admin.getByText("The table is valid")).toBeVisible();
  await admin.getByRole("button", { name: "Review changes" }).click();
  await admin.getByLabel("Source note").fill("Test: 2023 tables carried to 2031");
  await admin.getByRole("button", { name: "Publish version 1" }).click();
  await expect(admin.getByText("Version 1: Test: 2023 tables carried to 2031")).toBeVisible();
  await admin.context().close();
});
