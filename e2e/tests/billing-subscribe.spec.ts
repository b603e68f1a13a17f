import { readFile } from "node:fs/promises";
import { createCompany, expect, type Page, test } from "../support/workspace";

// Billing journeys through the PayFast simulator (PAYFAST_MODE=simulator): the server prices and
// signs, the simulator checks the signature and sends the ITN, the browser only carries the form.

async function companyWithoutSubscription(page: Page) {
  await createCompany(page);
  const welcomed = await page.request.patch("/api/v1/company", { data: { welcomed: true } });
  expect(welcomed.ok()).toBe(true);
}

test("subscribe with a 50% coupon through PayFast, land on /clients, see the invoice, cancel", async ({
  page,
  newcomer,
  snap,
}) => {
  expect(newcomer.email).toContain("@");
  await companyWithoutSubscription(page);
  await page.goto("/clients");
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByTestId("plan-price")).toHaveText(/R\s999,99/);
  await snap("billing-subscribe");

  const coupon = page.getByLabel("Coupon");
  await coupon.fill("nope");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Coupon incorrect", { exact: true })).toBeVisible();

  await coupon.fill("e2ehalf");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("coupon-quote")).toHaveText(
    "Coupon E2EHALF: 50 % off the first payment only",
  );
  // What is charged today and for which month, then monthly from when: no "R 0,00" anywhere.
  const schedule = page.getByTestId("charge-schedule");
  await expect(schedule).toContainText(
    /Today: R\s499,99 for \d{2} [A-Z][a-z]+ \d{4} to \d{2} [A-Z][a-z]+ \d{4}\./,
  );
  await expect(schedule).toContainText(
    /Then R\s999,99 a month, debited by PayFast from \d{2} [A-Z][a-z]+ \d{4} until you cancel\./,
  );
  await expect(page.getByText("R 0,00")).toHaveCount(0);
  await snap("billing-coupon-applied");

  await page.getByRole("button", { name: "Subscribe with PayFast" }).click();
  await expect(page).toHaveURL(/\/payfast-simulator\/eng\/process$/);
  await expect(page.getByText("R 499.99", { exact: true })).toBeVisible();
  await expect(page.getByText(/R 999\.99 from \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await snap("billing-payfast-simulator");

  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/clients$/);

  await page.goto("/subscriptions");
  await expect(page.getByRole("heading", { name: "Your subscription is active" })).toBeVisible();
  const invoices = page.getByRole("table", { name: "Invoices" });
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await expect(invoices.getByText(/^INV-\d{6}$/)).toBeVisible();
  await expect(invoices.getByText(/R\s499,99/)).toBeVisible();
  // The first-payment coupon was spent on the first month: the monthly debit does not claim it.
  await expect(
    page.getByText(
      /^PayFast debits R\s999,99 from your card every month, next on \d{2} [A-Z][a-z]+ \d{4}\.$/,
    ),
  ).toBeVisible();
  const summary = page.getByLabel("Subscription details");
  await expect(summary.getByText(/^\d{2} [A-Z][a-z]+ \d{4}$/).first()).toBeVisible();
  await snap("billing-active");

  const downloading = page.waitForEvent("download");
  await invoices.getByRole("link", { name: /Download INV-/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await expect(dialog.getByText(/You keep access until \d{2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
  await snap("billing-cancel-confirm", { fullPage: false });
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("heading", { name: "Your subscription is cancelled" })).toBeVisible();
  await expect(summary.getByText("No payment date")).toBeVisible();
  await expect(summary.getByText("Access until")).toBeVisible();
  // Subscribing again would pay twice for the paid days: offered from the paid-through date.
  await expect(page.getByTestId("paid-until")).toHaveText(
    /Your subscription runs until \d{2} [A-Z][a-z]+ \d{4}\. You can subscribe again from that day/,
  );
  await expect(page.getByRole("button", { name: "Subscribe with PayFast" })).toBeDisabled();
  // Access lasts to the end of the paid month.
  await page.goto("/clients");
  await expect(page).toHaveURL(/\/clients$/);
  await page.goto("/subscriptions");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { name: "Your subscription is cancelled" })).toBeVisible();
  await snap("phone-billing-cancelled");
});

test("payment pages: cancelled on PayFast, then a declined card, then a retry", async ({
  page,
  newcomer,
  snap,
}) => {
  expect(newcomer.email).toContain("@");
  await companyWithoutSubscription(page);
  await page.goto("/subscriptions");
  await page.getByRole("button", { name: "Subscribe with PayFast" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/payment-cancel$/);
  await expect(page.getByRole("heading", { name: "You were not charged" })).toBeVisible();
  await snap("billing-payment-cancel");

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await page.getByRole("button", { name: "Subscribe with PayFast" }).click();
  await page.getByRole("button", { name: "Decline card" }).click();
  await expect(page).toHaveURL(/\/payment-failed$/);
  await expect(
    page.getByRole("heading", { name: "Your payment did not go through" }),
  ).toBeVisible();
  await snap("billing-payment-failed");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap("phone-billing-payment-failed");

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await snap("phone-billing-subscribe");
  await page.getByRole("button", { name: "Subscribe with PayFast" }).click();
  // The form posts to the simulator: the screenshot waits for its page, not the one leaving.
  await expect(page.getByRole("heading", { name: "PayFast simulator" })).toBeVisible();
  await snap("phone-billing-payfast-simulator");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/clients$/);
});

test("/payment-complete says so when PayFast's confirmation takes long", async ({
  page,
  newcomer,
  snap,
}) => {
  expect(newcomer.email).toContain("@");
  await companyWithoutSubscription(page);
  await page.goto("/payment-complete?m=not-confirmed-yet");
  await expect(page.getByRole("heading", { name: "Confirming your subscription" })).toBeVisible();
  await expect(page.getByText(/It is taking longer than usual/)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/payment-complete/);
  await snap("billing-payment-complete-slow");
});

test("a free first month says plainly that nothing will be debited, before and after", async ({
  page,
  newcomer,
  snap,
}) => {
  expect(newcomer.email).toContain("@");
  await companyWithoutSubscription(page);
  await page.goto("/subscriptions");
  await page.getByLabel("Coupon").fill("e2efree");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("coupon-quote")).toHaveText(
    "Coupon E2EFREE: 100 % off the first payment only",
  );
  const schedule = page.getByTestId("charge-schedule");
  await expect(schedule).toHaveText(
    /^Today: nothing to pay for \d{2} [A-Z][a-z]+ \d{4} to (\d{2} [A-Z][a-z]+ \d{4})\. Nothing will be debited: no card is taken and no PayFast debit order is set up\. To keep access after \1, subscribe with your card from that day\.$/,
  );
  // No promise of a monthly debit that is never set up (review B3-1).
  await expect(page.getByText(/debited by PayFast/)).toHaveCount(0);
  await snap("billing-free-month-quote");

  await page.getByRole("button", { name: "Subscribe with PayFast" }).click();
  // Nothing to pay: no PayFast page, straight to the payment's outcome.
  await expect(page).toHaveURL(/\/(payment-complete|clients)$/);
  await page.goto("/subscriptions");
  await expect(page.getByTestId("paid-until")).toHaveText(
    /^Your free month runs until \d{2} [A-Z][a-z]+ \d{4}\. Nothing will be debited: no card is on file and no PayFast debit order is set up\. Subscribe with your card from that day to keep access\.$/,
  );
  await snap("billing-free-month-granted");
});

test("subscribing during the free trial says before the click that the trial ends today", async ({
  page,
  adviser,
  snap,
}) => {
  expect(adviser.email).toContain("@");
  await page.goto("/subscriptions");
  await expect(page.getByTestId("trial-ends-now")).toHaveText(
    /^Subscribing now ends your free trial today: the trial days left until \d{2} [A-Z][a-z]+ \d{4} are not added to the paid month\.$/,
  );
  await snap("billing-subscribe-in-trial");
});
