import { newComparison, option, resultOf } from "../support/investment-comparison";
import { atPhoneSize, expect, type Page, test } from "../support/records";

// /investment-comparison/:id — one record's life: create from the client's page, edit with live
// results, add a third option (buy-to-let, transfer costs pre-filled), save, copy, lock
// (read-only), unlock, delete and restore. Screenshots at laptop and phone sizes.

/** Full-page screenshots from the top, once the route loader has gone. */
async function top(page: Page) {
  await expect(page.getByRole("status", { name: "Loading page" })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Locked" });

test("create, edit live, add options, save, copy, lock, unlock, delete and restore a comparison", async ({
  page,
  client,
  snap,
}) => {
  // A whole record life cycle with four screenshots: 26–34 s at load 7–25, over 60 s at load 22
  // on the shared 2-core machine (ADR 044).
  test.setTimeout(120_000);
  await newComparison(page, client.id, "Saving for Lwazi's studies");
  const recordUrl = new URL(page.url()).pathname;

  // "New": R3 000 a month for 10 years in a unit trust and a TFSA, at the company's 8% growth
  // and 5% inflation. The TFSA pays no tax, so it wins: R333 876.50 in today's money.
  await expect(page.getByLabel("Inflation")).toHaveValue("5 %");
  await expect(page.getByText("Your company's default is 5 %")).toBeVisible();
  await expect(resultOf(page, "Tax-free savings account")).toContainText("Best");
  await expect(resultOf(page, "Tax-free savings account")).toContainText("333 876,50");
  await expect(resultOf(page, "Unit trust")).toContainText("Rank 2");

  // Live while typing: R5 000 a month into the TFSA breaks the R46 000 yearly limit.
  await option(page, 2).getByLabel("Monthly", { exact: true }).fill("5 000");
  await expect(page.getByText(/exceeds the TFSA limits/)).toBeVisible();
  await expect(page.getByText("Unsaved changes").first()).toBeVisible();
  await expect(page.getByText("Live · not saved")).toBeVisible();
  await page.getByLabel("Marginal tax rate").fill("41");

  // A third option: buy-to-let, with transfer costs estimated from price and deposit.
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("menuitem", { name: "Buy-to-let property" }).click();
  await expect(option(page, 3).getByLabel("Kind of option 3")).toHaveValue("property");
  await expect(option(page, 3).getByLabel("Transfer and bond costs")).not.toHaveValue("");
  await expect(option(page, 3)).toContainText(
    "Estimated: duty, conveyancing and bond registration",
  );
  await expect(resultOf(page, "Buy-to-let flat")).toBeVisible();
  // A fourth, then back to three (2–4 options).
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("menuitem", { name: "Extra bond payments" }).click();
  await expect(page.getByRole("button", { name: "Add option" })).toBeDisabled();
  await page.getByRole("button", { name: "Remove option 4" }).click();
  await expect(option(page, 4)).toBeHidden();
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Saved on the server: three options after a reload, with the server's result.
  await page.reload();
  await expect(option(page, 3).getByLabel("Option 3", { exact: true })).toHaveValue(
    "Buy-to-let flat",
  );
  await expect(page.getByLabel("Marginal tax rate")).toHaveValue("41 %");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Result of / })).toHaveCount(3);
  await page
    .getByRole("radiogroup", { name: "Values shown" })
    .getByText("Value", { exact: true })
    .click();
  await page.getByRole("button", { name: "Show the working" }).click();
  await expect(page.getByRole("table", { name: "Working" })).toBeVisible();
  await top(page);
  await snap("investment-comparison");

  // Copy: a new, unlocked record named "… (COPY)"; back through the sibling dropdown.
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
    "Saving for Lwazi's studies (COPY)",
  );
  expect(new URL(page.url()).pathname).not.toBe(recordUrl);
  await page.getByRole("button", { name: /^Switch investment comparison/ }).click();
  await page.getByRole("menuitem", { name: "Saving for Lwazi's studies", exact: true }).click();
  await expect(page).toHaveURL(recordUrl);
  // The URL changes before the chosen record's screen replaces the copy's.
  await expect(
    page.getByRole("button", {
      name: "Switch investment comparison: Saving for Lwazi's studies",
      exact: true,
    }),
  ).toBeVisible();

  // Lock: read-only with the banner.
  await page.getByRole("button", { name: "Lock" }).click();
  await expect(banner(page)).toContainText("Locked — read-only");
  await expect(page.getByText("Locked result")).toBeVisible();
  await expect(page.getByLabel("Horizon")).toBeDisabled();
  await expect(option(page, 1).getByLabel("Monthly", { exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add option" })).toBeDisabled();
  await top(page);
  await snap("investment-comparison-locked");

  await banner(page).getByRole("button", { name: "Unlock" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByLabel("Horizon")).toBeEnabled();

  // Delete (soft) and restore from the record's own page.
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this investment comparison?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}\\?tab=calculations$`));
  await page.goto(recordUrl);
  await expect(page.getByText("This investment comparison was deleted")).toBeVisible();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("This investment comparison was deleted")).toBeHidden();
  await expect(page.getByLabel("Horizon")).toBeEnabled();

  await atPhoneSize(page, async () => {
    await page.reload();
    await expect(resultOf(page, "Buy-to-let flat")).toBeVisible();
    await top(page);
    await snap("investment-comparison-phone");
  });
});
