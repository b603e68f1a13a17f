import { expect, test } from "../support/workspace";
import { adminPage, LAPTOP, PHONE, snapOf } from "./admin-steps";

// Issue 8: an admin creates a coupon, and switches the site to under construction and back while
// a signed-in adviser's browser follows.

test("an admin creates a coupon and disables it", async ({ browser, adminRequest }, testInfo) => {
  const admin = await adminPage(browser, adminRequest);
  const snapAdmin = snapOf(admin, testInfo);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await admin.goto("/admin/coupons");
  await expect(admin.getByRole("heading", { name: "Coupons", exact: true })).toBeVisible();
  await admin.getByLabel("Code").fill("x");
  await admin.getByRole("button", { name: "Create coupon" }).click();
  await expect(admin.getByText("code must be 3 to 40 letters, digits, - or _")).toBeVisible();
  await admin.getByLabel("Code").fill(code.toLowerCase());
  // A typo is refused with a message under the field, never saved as another value (100 %).
  await admin.getByLabel("Discount").fill("150");
  await admin.getByRole("button", { name: "Create coupon" }).click();
  await expect(admin.getByText("discount must be 0 to 100")).toBeVisible();
  await expect(admin.getByLabel("Discount")).toHaveValue("150 %");
  await snapAdmin("admin-coupon-discount-refused");
  await admin.getByLabel("Discount").fill("25");
  await admin.getByLabel("Expires after").fill("2020-01-01");
  await admin.getByRole("button", { name: "Create coupon" }).click();
  await expect(admin.getByText("expiry must be in the future")).toBeVisible();
  await admin.getByLabel("Usage limit").fill("50");
  await admin.getByLabel("Expires after").fill("2030-06-30");
  await admin.getByRole("button", { name: "Create coupon" }).click();
  await expect(admin.getByText(`Coupon ${code} created`)).toBeVisible();
  // The coupon's own row (the audit trail below names the code too).
  const row = admin
    .getByRole("row")
    .filter({ has: admin.getByRole("cell", { name: code, exact: true }) });
  await expect(row.getByText("25 %")).toBeVisible();
  await expect(row.getByText("0 of 50")).toBeVisible();
  await expect(row.getByText("30 June 2030")).toBeVisible();
  await snapAdmin("admin-coupons");
  await row.getByRole("button", { name: `Disable coupon ${code}` }).click();
  // Disabling asks first (review B3-8); Cancel changes nothing.
  const confirm = admin.getByRole("dialog", { name: `Disable coupon ${code}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: `Disable coupon ${code}` }).click();
  await confirm.getByRole("button", { name: "Disable coupon" }).click();
  await expect(row.getByText("Disabled")).toBeVisible();
  await admin.setViewportSize(PHONE);
  await snapAdmin("phone-admin-coupons");
  await admin.setViewportSize(LAPTOP);
  await admin.context().close();
});

test("under construction from the site-config screen: the adviser moves away and back, the admin stays", async ({
  page,
  browser,
  adminRequest,
  adviser,
}, testInfo) => {
  expect(adviser.email).toContain("@");
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Clients / Scenarios" })).toBeVisible();

  const admin = await adminPage(browser, adminRequest);
  const snapAdmin = snapOf(admin, testInfo);
  await admin.goto("/admin/site-config");
  const toggle = admin.getByRole("switch", { name: "Under construction" });
  try {
    await expect(toggle).not.toBeChecked();
    await snapAdmin("admin-site-config");
    await toggle.click();
    await expect(admin.getByText("The site is now under construction")).toBeVisible();
    await expect(page).toHaveURL(/\/under-construction$/);
    await expect(toggle).toBeChecked();
    // The admin was not sent away, so they can switch it off again.
    await expect(admin).toHaveURL(/\/admin\/site-config$/);
    await toggle.click();
    await expect(admin.getByText("The site is open again")).toBeVisible();
    await expect(page).toHaveURL(/\/clients$/);
  } finally {
    await admin.request.put("/api/v1/admin/config", { data: { underConstruction: false } });
    await admin.context().close();
  }
});
