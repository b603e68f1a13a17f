import { newComparison, option, resultOf } from "../support/investment-comparison";
import { expect, test } from "../support/records";

// Review N1/N2 (issue 34) on the screen: an RA made from the default "Unit trust" option is named
// "Retirement annuity", its yearly tax refund is reinvested unless the adviser says the client
// spends it, and for a 41 % taxpayer it ranks first against a TFSA and a unit trust.

test("an RA from the default option is named for its wrapper, counts its refund and ranks first at 41 %", async ({
  page,
  client,
  snap,
}) => {
  // Create, edit and two live recomputes of a 25-year comparison: well under a minute on a quiet
  // machine, longer on the shared two cores (ADR 044).
  test.setTimeout(120_000);
  await newComparison(page, client.id, "RA vs TFSA vs unit trust");

  await page.getByLabel("Horizon").fill("25");
  await page.getByLabel("Marginal tax rate").fill("41");
  await option(page, 1).getByLabel("Tax wrapper").selectOption("retirement-annuity");
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByRole("menuitem", { name: "Market investment" }).click();

  // The name follows the wrapper in the card and the results; the refund is reinvested.
  await expect(option(page, 1).getByLabel("Option 1", { exact: true })).toHaveValue(
    "Retirement annuity",
  );
  await expect(option(page, 1).getByLabel("The yearly tax refund")).toHaveValue("reinvest");
  await expect(resultOf(page, "Retirement annuity")).toContainText("Best");
  await expect(resultOf(page, "Retirement annuity")).toContainText("1 073 900,53");
  await expect(resultOf(page, "Tax-free savings account")).toContainText("272 362,22 less");
  await expect(page.getByRole("region", { name: /^Result of Unit trust/ })).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap("investment-comparison-ra-reinvested");

  // Spent by the adviser's choice: still counted, still first, with a warning.
  await option(page, 1).getByLabel("The yearly tax refund").selectOption("spend");
  await expect(
    page.getByText(/Retirement annuity: the client spends the tax refunds/),
  ).toBeVisible();
  await expect(resultOf(page, "Retirement annuity")).toContainText("Best");
  await expect(resultOf(page, "Retirement annuity")).toContainText("995 248,22");

  // An adviser's own name stays.
  await option(page, 1).getByLabel("Option 1", { exact: true }).fill("Sanlam RA");
  await expect(resultOf(page, "Sanlam RA")).toContainText("Best");
});
