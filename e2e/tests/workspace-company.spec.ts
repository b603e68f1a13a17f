/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.
import { logoPng, SVG_FILE } from "../support/images";
import { expect, test } from "../support/workspace";

// /company ("My Company Details"): the company fields, the percentages, the logo, and a change
// made elsewhere meanwhile.

test("logo: an SVG is refused; a PNG shows in the header; it can be replaced and removed", async ({
  page,
  adviser,
  snap,
}) => {
  expect(adviser.email).toContain("@");
  await page.goto("/company");
  await expect(page.getByRole("heading", { name: "My Company Details" })).toBeVisible();
  await expect(page.getByText("No logo yet")).toBeVisible();
  const fileInput = page.locator("input[type=file]");

  await fileInput.setInputFiles(SVG_FILE);
  await expect(page.getByText(/Choose a PNG, JPEG or WebP image/)).toBeVisible();

  await fileInput.setInputFiles(await logoPng(page));
  const headerLogo = page.getByRole("banner").getByRole("img", {
    name: "Botha Financial Planning logo",
  });
  await expect(headerLogo).toBeVisible();
  await expect
    .poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Replace logo" })).toBeVisible();
  await snap("company");

  await page.goto("/clients");
  await expect(headerLogo).toBeVisible();
  await snap("clients-with-logo");

  await page.goto("/company");
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No logo yet")).toBeVisible();
  await expect(headerLogo).toHaveCount(0);
});

test("details: percentages are edited as percentages, the contact person names the header", async ({
  page,
  adviser,
}) => {
  expect(adviser.email).toContain("@");
  await page.goto("/company");
  const inflation = page.getByLabel("Inflation");
  await expect(inflation).toHaveValue("5");
  await expect(page.getByLabel("Investment growth")).toHaveValue("8");

  await inflation.fill("6.5");
  await page.getByLabel("First name").fill("Thandi");
  await page.getByLabel("Last name").fill("Nkosi");
  await page.getByLabel("Company name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("account name missing", { exact: true })).toBeVisible();

  await page.getByLabel("Company name").fill("Nkosi Wealth");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Company details saved" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Thandi Nkosi" })).toBeVisible();

  const saved = await (await page.request.get("/api/v1/company")).json();
  expect(saved.inflation).toBe(0.065);
  expect(saved.accountName).toBe("Nkosi Wealth");
  await page.reload();
  await expect(page.getByLabel("Inflation")).toHaveValue("6,5");
});

test("a change saved elsewhere meanwhile is reported, and Reload details shows it", async ({
  page,
  adviser,
  snap,
}) => {
  expect(adviser.email).toContain("@");
  await page.goto("/company");
  await expect(page.getByLabel("Company name")).toHaveValue("Botha Financial Planning");

  // Another tab saves first.
  const other = await page.request.patch("/api/v1/company", {
    data: { accountName: "Botha & Partners" },
  });
  expect(other.ok()).toBe(true);

  await page.getByLabel("Website").fill("https://botha.example.co.za");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("These details were changed elsewhere")).toBeVisible();
  await snap("company-changed-elsewhere", { fullPage: false });

  await page.getByRole("button", { name: "Reload details" }).click();
  await expect(page.getByText("These details were changed elsewhere")).toBeHidden();
  await expect(page.getByLabel("Company name")).toHaveValue("Botha & Partners");
  await expect(page.getByLabel("Website")).toHaveValue("https://www.botha-fp.co.za");
});
