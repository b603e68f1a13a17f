import { createRecord, expect, type Page, test } from "../support/records";

// Calculators draw from each other, explicitly: "Plan the bond" carries a transfer's bond into a
// new home loan, the client's tax scenario gives an investment comparison its marginal rate, a
// source saved since is offered as "Refresh", and the scenario's RA hint becomes a comparison.

const money = (text: string) => new RegExp(text.replaceAll(" ", "\\s"));
const field = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });

test("plan a bond from a transfer, take the marginal rate from a scenario, refresh a changed source", async ({
  page,
  client,
  snap,
}) => {
  const transferId = await createRecord(page, "transfer-duties", {
    clientId: client.id,
    description: "Erf 12 Durbanville",
    inputs: {
      transferAmount: 2_500_000,
      bondAmount: 2_000_000,
      acquisitionDate: "2026-12-05",
      bondRatePercent: 10.75,
    },
  });
  await page.goto(`/transfer-duty/${transferId}`);
  await expect(page.getByLabel("Bond interest rate (optional)")).toHaveValue("10,75 %");
  await snap("sources-transfer");
  await page.getByRole("button", { name: "Plan the bond" }).click();

  // The new home loan: every taken value says where it came from, with a link back.
  await expect(page).toHaveURL(/\/home-loan-repayment\/[0-9a-f-]{36}$/);
  const loanUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
    "Bond: Erf 12 Durbanville",
  );
  await expect(field(page, "Loan amount")).toHaveValue(money("R 2 000 000,00"));
  await expect(page.getByLabel("Interest rate")).toHaveValue("10,75 %");
  const amountNote = page.locator('[data-source-note="loanAmount"]');
  await expect(amountNote).toContainText(
    "Taken from the transfer duty calculation “Erf 12 Durbanville”",
  );
  await expect(page.locator('[data-source-note="startDate"]')).toBeVisible();
  await snap("sources-home-loan");

  // The source changes: its bond goes up. The loan offers Refresh with the new value.
  const transfer = await (await page.request.get(`/api/v1/transfer-duties/${transferId}`)).json();
  const saved = await page.request.put(`/api/v1/transfer-duties/${transferId}`, {
    data: {
      version: transfer.version,
      description: transfer.description,
      inputs: { ...transfer.inputs, bondAmount: 2_200_000 },
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto(loanUrl);
  await expect(amountNote).toContainText(/changed since: now R\s2\s200\s000,00/);
  await snap("sources-home-loan-changed");
  await amountNote.getByRole("button", { name: /Refresh/ }).click();
  await expect(field(page, "Loan amount")).toHaveValue(money("R 2 200 000,00"));
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(field(page, "Loan amount")).toHaveValue(money("R 2 200 000,00"));
  await expect(amountNote).toContainText("“Erf 12 Durbanville”");
  await expect(amountNote.getByRole("button", { name: /Refresh/ })).toHaveCount(0);

  // The report says where its figures came from, by name, with no internal ids.
  await page.goto(`${loanUrl}/report`);
  await expect(page.getByText("Where figures came from")).toBeVisible();
  await expect(
    page.getByText(
      /The loan amount \(R\s2\s200\s000,00\) is the bond amount of the transfer duty calculation “Erf 12 Durbanville”\./,
    ),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText(transferId);
  await snap("sources-home-loan-report");

  // A tax scenario: R1 000 000 salary, R60 000 RA in 2027 — the 41 % bracket.
  const scenarioId = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Salary 2027",
    taxYear: 2027,
    inputs: { age: 45, salary: 1_000_000, retirementContributions: 60_000 },
  });
  const comparison = await page.request.post("/api/v1/investment-comparisons", {
    data: { clientId: client.id, description: "Saving for retirement" },
  });
  expect(comparison.status()).toBe(201);
  await page.goto(`/investment-comparison/${(await comparison.json()).id}`);
  await expect(page.getByLabel("Marginal tax rate")).toHaveValue("41 %");
  await expect(page.locator('[data-source-note="marginalTaxRate"]')).toContainText(
    "Taken from the tax scenario “Salary 2027”, 2027",
  );
  await expect(page.getByLabel("Take the marginal rate from")).toHaveValue(scenarioId);
  await snap("sources-investment-comparison");

  // The scenario's hint: contribute R x more → a comparison with that RA contribution.
  await page.goto(`/scenario/${scenarioId}`);
  await page.getByRole("button", { name: "Compare this RA contribution" }).click();
  await expect(page).toHaveURL(/\/investment-comparison\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-source-note="options.0.monthlyContribution"]')).toContainText(
    "Taken from the tax scenario “Salary 2027”",
  );
  await expect(
    page.getByRole("region", { name: "Option 1" }).getByLabel("Tax wrapper"),
  ).toHaveValue("retirement-annuity");
  await snap("sources-ra-top-up");
});
