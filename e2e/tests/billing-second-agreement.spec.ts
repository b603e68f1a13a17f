import { createCompany, expect, type Page, test } from "../support/workspace";
import { adminPage, LAPTOP, openAdminOverview, PHONE, snapOf } from "./admin-steps";

// An old checkout paid in a second tab after a newer one became the agreement: PayFast took the
// money, nothing is applied, and the app cancels that second agreement at PayFast by itself.

/** Posts a signed checkout form to PayFast (the simulator) and approves it, as the browser does. */
async function payForm(page: Page, form: { action: string; fields: [string, string][] }) {
  const inputs = form.fields
    .map(([name, value]) => {
      const attr = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
      return `<input type="hidden" name="${attr(name)}" value="${attr(value)}">`;
    })
    .join("");
  await page.setContent(`<form method="post" action="${form.action}">${inputs}</form>`);
  await Promise.all([
    page.waitForURL(/\/payfast-simulator\//),
    page.evaluate(() => document.forms[0]?.submit()),
  ]);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).not.toHaveURL(/\/payfast-simulator\//);
}

test("a superseded checkout paid anyway: listed for a refund, its agreement cancelled at PayFast", async ({
  page,
  newcomer,
  browser,
  adminRequest,
}, testInfo) => {
  expect(newcomer.email).toContain("@");
  await createCompany(page);
  const checkout = async () => {
    const res = await page.request.post("/api/v1/billing/payfast/payment", { data: {} });
    expect(res.status()).toBe(201);
    return res.json();
  };
  const old = await checkout();
  const newer = await checkout();
  await payForm(page, newer);
  await payForm(page, old);

  const admin = await adminPage(browser, adminRequest);
  await admin.goto("/admin");
  const row = admin.getByRole("row").filter({ hasText: "already has an active agreement" });
  await expect(row.first()).toBeVisible();
  // The app cancels the second agreement in the background: each look is a fresh overview.
  await expect(async () => {
    await openAdminOverview(admin);
    await expect(row.first().getByText("Cancelled at PayFast")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.first().getByText(/refund R 999\.99/)).toBeVisible();
  const snap = snapOf(admin, testInfo);
  await admin.setViewportSize(LAPTOP);
  await snap("admin-needs-attention");
  await admin.setViewportSize(PHONE);
  await snap("admin-needs-attention-phone");
});
