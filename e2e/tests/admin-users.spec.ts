import { PASSWORD } from "../support/fixtures";
import { expect, test } from "../support/workspace";
import { adminPage, LAPTOP, PHONE, snapOf } from "./admin-steps";

// Issue 8: an admin disables a user, who is signed out at once and cannot sign in again.
// Issue 15: the adviser, saving a form in the browser still open, is told why, not "not signed in".
// Issue 37: the open page is told at once through the config stream, and keeps what was typed.

const DISABLED = "account disabled by an administrator, contact support";

test("disabling a user signs them out of the open browser, tells them why and refuses their sign-in", async ({
  page,
  browser,
  adminRequest,
  adviser,
  snap,
}, testInfo) => {
  // The adviser has the company form open, and is typing.
  await page.goto("/company");
  await expect(page.getByLabel("Company name")).toHaveValue("Botha Financial Planning");
  await page.getByLabel("Company name").fill("Botha Financial Planning (Pty) Ltd");

  const admin = await adminPage(browser, adminRequest);
  const snapAdmin = snapOf(admin, testInfo);
  // The account menu leads administrators to Administration.
  await admin.goto("/profile");
  await admin.getByRole("button", { name: "Account menu for Site Admin" }).click();
  await admin.getByRole("menuitem", { name: "Administration" }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole("link", { name: "Users", exact: true }).click();
  await expect(admin.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
  await admin.getByLabel("Search").fill(adviser.email);
  const row = admin.getByRole("row").filter({ hasText: adviser.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Trial")).toBeVisible();
  await expect(admin.getByText(/^1 user \(of \d+ in all\)$/)).toBeVisible();
  await snapAdmin("admin-users");
  await admin.setViewportSize(PHONE);
  await snapAdmin("phone-admin-users");
  await admin.setViewportSize(LAPTOP);

  await row.getByRole("link").click();
  await expect(admin.getByRole("heading", { name: adviser.name })).toBeVisible();
  await expect(admin.getByLabel("Company name")).toHaveValue("Botha Financial Planning");
  await admin.getByRole("button", { name: "Disable user" }).click();
  const confirm = admin.getByRole("dialog", { name: "Disable this user?" });
  await expect(confirm.getByText(adviser.email)).toBeVisible();
  await confirm.getByRole("button", { name: "Disable user" }).click();
  await expect(admin.getByText("User disabled and signed out everywhere")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Enable user" })).toBeVisible();
  await expect(
    admin.getByRole("table", { name: "Changes to this user" }).getByText("Disabled user"),
  ).toBeVisible();
  await snapAdmin("admin-user-detail");

  // The adviser's open browser is told at once through the config stream, without acting
  // (review B3-5), and keeps the page with what was typed until they choose to leave.
  const live = page.getByTestId("signed-out-notice");
  await expect(live).toContainText("You have been signed out");
  await expect(live).toContainText("Account disabled by an administrator, contact support.");
  await expect(live).toContainText("What you typed is still here");
  await expect(page.getByLabel("Company name")).toHaveValue("Botha Financial Planning (Pty) Ltd");
  await expect(page).toHaveURL(/\/company$/);
  await snap("admin-disabled-user-told-live");
  // Going to sign in is a page load into the sign-in page (ADR 033), where the notice says why, once.
  await live.getByRole("button", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcompany&signed-out=auth%2Faccount-disabled$/);
  const notice = page.getByRole("alert").filter({ hasText: "You have been signed out" });
  await expect(notice).toContainText("Account disabled by an administrator, contact support.");
  await expect(page.getByText("not signed in")).toHaveCount(0);
  await expect(page.getByText(/account disabled by an administrator/i)).toHaveCount(1);
  await snap("admin-disabled-user-saved");
  await page.setViewportSize(PHONE);
  await snap("phone-admin-disabled-user-saved");
  await page.setViewportSize(LAPTOP);
  // Signing in again is refused with the same words.
  await page.getByLabel("E-mail", { exact: true }).fill(adviser.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(DISABLED, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/login\?next=%2Fcompany&signed-out=auth%2Faccount-disabled$/);
  await snap("admin-disabled-user-sign-in");

  // Deleting asks for the e-mail, typed.
  await admin.getByRole("button", { name: "Delete user…" }).click();
  const dialog = admin.getByRole("dialog", { name: "Delete this user?" });
  await expect(dialog.getByRole("button", { name: "Delete user" })).toBeDisabled();
  await dialog.getByLabel("Type the user's e-mail to confirm").fill(adviser.email);
  await snapAdmin("admin-delete-user");
  await dialog.getByRole("button", { name: "Delete user" }).click();
  await expect(admin.getByText("User deleted: data kept for the retention period")).toBeVisible();
  await admin.getByRole("button", { name: "Restore user" }).click();
  await expect(admin.getByText("User restored: they can sign in again")).toBeVisible();
  await admin.context().close();
});

test("a non-admin who opens /admin stays where they were and is told why", async ({
  page,
  adviser,
}) => {
  expect(adviser.email).toContain("@");
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Clients / Scenarios" })).toBeVisible();
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menuitem", { name: "Clients / Scenarios" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Administration" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText("that page is for administrators only")).toBeVisible();
});
