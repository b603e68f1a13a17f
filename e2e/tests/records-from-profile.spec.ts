import { newComparison, option } from "../support/investment-comparison";
import { amount, expect, type Page, test } from "../support/records";

// New calculators start from the client's profile (issue 34, ADR 026): the profile's date of
// birth, income, medical scheme members and TFSA contributions reach a new tax scenario and a new
// comparison, each field saying "From the profile"; when the profile changes, Refresh takes the
// new value in.

/** A TFSA amount on the profile form: "Amount" (not "Not known"), then the rands. */
async function knownAmount(page: Page, label: string, rands: string) {
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByRole("radiogroup", { name: label }).getByText("Amount").click();
  await profile.getByLabel(`${label}: amount`).fill(rands);
}

const noteOf = (page: Page, field: string) => page.locator(`[data-source-note="${field}"]`);

test("a new scenario and comparison take the profile's figures, say so, and refresh when it changes", async ({
  page,
  client,
}) => {
  // Profile edit, two new records, a profile change and a refresh: a long journey on two cores.
  test.setTimeout(120_000);
  await page.goto(`/clients/${client.id}`);
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByRole("button", { name: "Edit profile" }).click();
  await profile.getByLabel("Date of birth", { exact: true }).fill("1980-05-01");
  await profile.getByLabel("Gross annual income").fill("650 000");
  await knownAmount(page, "TFSA contributions so far (lifetime)", "180 000");
  await knownAmount(page, "TFSA contributions this tax year", "20 000");
  await profile.getByLabel("Medical scheme members").selectOption("3");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByRole("button", { name: "Edit profile" })).toBeVisible();
  await expect(profile).toContainText("The client and 2 dependants");

  // A new tax scenario: the salary, scheme members and date of birth from the profile.
  await page.goto(`/clients/${client.id}?tab=calculations`);
  await page.getByRole("button", { name: "New tax scenario" }).click();
  const dialog = page.getByRole("dialog", { name: "New tax scenario" });
  await dialog.getByLabel("Scenario name").fill("From the profile");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/scenario\/[^/]+$/);
  const scenarioUrl = new URL(page.url()).pathname;
  const salary = page.getByRole("textbox", { name: "Salary", exact: true });
  await expect(salary).toHaveValue(amount("R 650 000,00"));
  await expect(noteOf(page, "salary")).toHaveText(/From the profile/);
  await expect(page.getByLabel("Members on the scheme")).toHaveValue("3");
  await expect(noteOf(page, "medicalSchemeMembers")).toHaveText(/From the profile/);
  await expect(noteOf(page, "dateOfBirth")).toHaveText(/From the profile/);

  // The client earns more: the profile changes, the scenario offers the new salary.
  const current = await page.request.get(`/api/v1/clients/${client.id}`);
  const { version } = (await current.json()) as { version: number };
  const raised = await page.request.patch(`/api/v1/clients/${client.id}`, {
    data: { annualIncome: 720_000, version },
  });
  expect(raised.status()).toBe(200);
  await page.goto(scenarioUrl);
  await expect(noteOf(page, "salary")).toContainText("the profile changed since: now R");
  await expect(noteOf(page, "salary")).toContainText("720 000,00");
  await page.getByRole("button", { name: "Refresh from the profile" }).click();
  await expect(salary).toHaveValue(amount("R 720 000,00"));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(noteOf(page, "salary")).toHaveText(/^\s*From the profile\s*$/);

  // A new comparison: the TFSA counts the client's contributions so far and this tax year.
  await newComparison(page, client.id, "Unit trust or TFSA");
  await expect(option(page, 2).getByLabel("Already in tax-free accounts")).toHaveValue(
    amount("R 180 000,00"),
  );
  await expect(option(page, 2).getByLabel("Of which this tax year")).toHaveValue(
    amount("R 20 000,00"),
  );
  await expect(noteOf(page, "options.1.tfsaPriorContributions")).toHaveText(/From the profile/);
  await expect(
    page.getByText(/R\s180\s000 already contributed to tax-free accounts/),
  ).toBeVisible();
  // An RA added later takes the income for its deduction limit on request.
  await option(page, 1).getByLabel("Tax wrapper").selectOption("retirement-annuity");
  const settings = page.getByTestId("retirement-settings");
  await settings.getByRole("button", { name: "Take from the profile" }).click();
  await expect(settings.getByLabel("Income for the deduction limit")).toHaveValue(
    amount("R 720 000,00"),
  );
  await expect(noteOf(page, "retirementAnnuity.deductionIncome")).toHaveText(/From the profile/);
});
