import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { saveCompleteRecordOfAdvice } from "../support/record-of-advice";
import { createRecord, expect, type Page, test } from "../support/records";

// Issue 18's whole journey in one go: an adviser builds a client's profile, plans a bond from a
// transfer, sees the marginal rate flow into an investment comparison (and refreshes it when the
// scenario changes), downloads the comparison's report (listed on the timeline), issues a
// record of advice on two of the records and downloads it again unchanged, byte for byte, after
// the file changed.

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const money = (text: string) => new RegExp(text.replaceAll(" ", "\\s"));

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return readFileSync(await file.path());
}

async function saveScenarioSalary(page: Page, id: string, salary: number) {
  const current = (await (await page.request.get(`/api/v1/scenarios/${id}`)).json()) as {
    version: number;
    inputs: Record<string, unknown>;
  };
  const saved = await page.request.put(`/api/v1/scenarios/${id}`, {
    data: {
      version: current.version,
      scenarioName: "Salary 2027",
      taxYear: 2027,
      inputs: { ...current.inputs, salary },
    },
  });
  expect(saved.status()).toBe(200);
}

test("profile, bond from a transfer, marginal rate into a comparison, a pack downloaded again unchanged", async ({
  page,
  client,
  snap,
}) => {
  // Two PDFs (a report, then a pack laid out twice) on a shared, loaded machine.
  test.setTimeout(240_000);
  // 1. The profile, on the client page's first tab.
  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole("tab", { name: "Summary" })).toHaveAttribute("aria-selected", "true");
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByRole("button", { name: "Edit profile" }).click();
  await profile.getByLabel("Date of birth", { exact: true }).fill("1980-01-01");
  await profile.getByLabel("Employer").fill("Sasol Ltd");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByRole("button", { name: "Edit profile" })).toBeVisible();
  await expect(profile).toContainText("Sasol Ltd");

  // 2. A transfer with a bond; "Plan the bond" carries it into a new home loan.
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
  await page.getByRole("button", { name: "Plan the bond" }).click();
  await expect(page).toHaveURL(/\/home-loan-repayment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("textbox", { name: "Loan amount", exact: true })).toHaveValue(
    money("R 2 000 000,00"),
  );
  await expect(page.locator('[data-source-note="loanAmount"]')).toContainText(
    "Taken from the transfer duty calculation “Erf 12 Durbanville”",
  );

  // 3. The client's tax scenario (41 % bracket) gives a new comparison its marginal rate.
  const scenarioId = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Salary 2027",
    taxYear: 2027,
    inputs: { age: 46, salary: 1_000_000, retirementContributions: 60_000 },
  });
  await page.goto(`/clients/${client.id}?tab=calculations`);
  await page.getByRole("button", { name: "New investment comparison" }).click();
  const dialog = page.getByRole("dialog", { name: "New investment comparison" });
  await dialog.getByLabel("Description").fill("Saving for retirement");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/investment-comparison\/[0-9a-f-]{36}$/);
  const comparisonUrl = new URL(page.url()).pathname;
  const rateNote = page.locator('[data-source-note="marginalTaxRate"]');
  await expect(page.getByLabel("Marginal tax rate")).toHaveValue("41 %");
  await expect(rateNote).toContainText("Taken from the tax scenario “Salary 2027”, 2027");

  // 4. The scenario changes (45 % now): the saved comparison offers Refresh, which updates the
  //    field in place; saved and reloaded it stays, with nothing left to refresh.
  await saveScenarioSalary(page, scenarioId, 2_500_000);
  await page.reload();
  await expect(rateNote).toContainText("changed since: now 45 %");
  await snap("journey-marginal-rate-changed");
  await rateNote.getByRole("button", { name: /Refresh/ }).click();
  await expect(page.getByLabel("Marginal tax rate")).toHaveValue("45 %");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${comparisonUrl}$`));
  await expect(page.getByLabel("Marginal tax rate")).toHaveValue("45 %");
  await expect(rateNote.getByRole("button", { name: /Refresh/ })).toHaveCount(0);

  // 5. The comparison's report as a PDF: the file is listed on the client's timeline.
  await page.goto(`${comparisonUrl}/report`);
  const report = await download(page, () =>
    page.getByRole("link", { name: "Download PDF" }).click(),
  );
  expect(report.subarray(0, 5).toString()).toBe("%PDF-");

  // 6. The pack: issued from the summary, downloaded, the file changes, downloaded again.
  await page.goto(`/clients/${client.id}`);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByRole("group", { name: "The file's timeline" })).toContainText(
    "Investment comparison “Saving for retirement”: report issued as PDF",
  );
  const ticked = (await (
    await page.request.get(`/api/v1/clients/${client.id}/summary`)
  ).json()) as {
    records: { id: string; name: string }[];
  };
  await saveCompleteRecordOfAdvice(
    page,
    client.id,
    ticked.records
      .filter((r) => ["Saving for retirement", "Salary 2027"].includes(r.name))
      .map((r) => r.id),
  );
  await summary.getByRole("link", { name: "Record of advice" }).click();
  await page
    .getByRole("checkbox", { name: "E-mail the client a link to acknowledge it" })
    .uncheck();
  await page.getByRole("button", { name: "Issue version 1" }).click();
  // The first PDF of the run may start the PDF worker: wait for the notice, not a fixed time.
  await expect(page.getByRole("status").filter({ hasText: "Version 1 issued" })).toBeVisible({
    timeout: 90_000,
  });
  await page.goto(`/clients/${client.id}`);
  await expect(summary).toContainText("Record of advice version 1 issued");
  await snap("journey-summary");
  const packLink = () =>
    summary
      .getByRole("link", { name: /Download Record of advice, version 1/ })
      .first()
      .click();
  const first = await download(page, packLink);
  expect(first.subarray(0, 5).toString()).toBe("%PDF-");

  await saveScenarioSalary(page, scenarioId, 900_000);
  await page.reload();
  await expect(summary).toContainText("Tax scenario “Salary 2027” changed");
  const again = await download(page, packLink);
  expect(sha256(again)).toBe(sha256(first));
  expect(again.equals(first)).toBe(true);
});
