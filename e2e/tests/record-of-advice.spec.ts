import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRecord, expect, type Page, test } from "../support/records";
import { saveScreenshot } from "../support/screenshots";

// The record of advice: an adviser writes one for a client with an investment comparison and a
// home loan, section by section, and issues it; the client, in a browser of their own with no
// account, opens the link, confirms who they are, reads it and accepts with their name typed; the
// adviser sees the acceptance with its evidence; the used link opens nothing.

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return readFileSync(await file.path());
}

test("write, issue and have the client accept a record of advice", async ({
  page,
  browser,
  client,
  snap,
}) => {
  // A whole journey in two browsers, with a record rendered twice on the PDF workers.
  test.setTimeout(240_000);
  const fsp = await page.request.patch("/api/v1/company", { data: { fspNumber: "FSP 12345" } });
  expect(fsp.status()).toBe(200);
  const profile = await page.request.patch(`/api/v1/clients/${client.id}`, {
    data: { idNumber: "8001015009087", email: "thandi.nkosi@example.co.za" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await createRecord(page, "investment-comparisons", {
    clientId: client.id,
    description: "Retirement saving",
  });
  await createRecord(page, "home-loan-repayments", {
    clientId: client.id,
    description: "Bond on the Rosebank house",
  });

  await page.goto(`/clients/${client.id}`);
  await page.getByRole("link", { name: "Record of advice" }).click();
  await expect(page.getByRole("heading", { name: "Record of advice", level: 1 })).toBeVisible();
  const checklist = page.getByRole("region", { name: "Still to fill in" });
  await expect(checklist).toContainText("1. Information the advice is based on");

  // 1. The calculations the advice rests on.
  const basis = page.getByRole("region", { name: "1. Information the advice is based on" });
  await basis.getByRole("checkbox", { name: /Retirement saving/ }).check();
  await basis.getByRole("checkbox", { name: /Bond on the Rosebank house/ }).check();
  // 2. Needs, finances, knowledge and the risk questionnaire.
  const needs = page.getByRole("region", { name: /^2\. Needs/ });
  await needs.getByLabel("Needs and objectives").fill("Retire at 60 and pay the bond off early.");
  await needs.getByLabel("Income a month").fill("95 000");
  await needs.getByLabel("Expenses a month").fill("61 250");
  await needs.getByLabel("Product knowledge and experience").fill("Unit trusts for ten years.");
  for (const answer of [
    "In more than 10 years",
    "Keep it",
    "Balanced growth",
    "A little",
    "Less than half",
  ]) {
    await needs.getByRole("radio", { name: answer }).check();
  }
  await expect(needs.getByLabel("Risk profile score")).toContainText("Moderate");
  // 3. Products: one recommended with the comparison's result, one not.
  const products = page.getByRole("region", { name: /^3\. Products/ });
  await products.getByRole("button", { name: "Add a product" }).click();
  const first = products.getByRole("group", { name: "Product 1" });
  // The group is named after the product once it has one: the provider first.
  await first.getByLabel("Provider").fill("Satrix");
  await first.getByLabel("Product", { exact: true }).fill("Tax-free savings account");
  const recommended = products.getByRole("group", { name: "Tax-free savings account" });
  await recommended.getByRole("switch", { name: "Recommended" }).check();
  await recommended
    .getByLabel("Why it is likely to meet the client's needs and objectives")
    .fill("Growth and withdrawals free of tax; the client may need the money before 55.");
  await recommended.getByLabel("The calculation that shows it").click();
  await page.getByRole("option", { name: /^Tax-free savings account ranked first/ }).click();
  await products.getByRole("button", { name: "Add a product" }).click();
  const second = products.getByRole("group", { name: "Product 2" });
  await second.getByLabel("Provider").fill("Allan Gray");
  await second.getByLabel("Product", { exact: true }).fill("Unit trust");
  await products
    .getByRole("group", { name: "Unit trust" })
    .getByLabel("Why it was not recommended")
    .fill("Ranked second in the comparison: its growth is taxed.");
  // 5. Fees in rand.
  const fees = page.getByRole("region", { name: /^5\. Fees/ });
  await fees.getByRole("button", { name: "Add a fee" }).click();
  await fees.getByLabel("Fee or charge").fill("Advice fee");
  const feeAmount = fees.getByLabel("Amount", { exact: true });
  await feeAmount.fill("3 450");
  await feeAmount.blur();
  await expect(feeAmount).toHaveValue(/3\s450,00/);

  await expect(page.getByText("Every required section is filled in")).toBeVisible();
  await snap("record-of-advice-editor");
  await page
    .getByRole("checkbox", { name: "E-mail the client a link to acknowledge it" })
    .uncheck();
  await page.getByRole("button", { name: "Issue version 1" }).click();
  // Issuing renders the record and its appendices twice (the contents' page numbers): the first
  // PDF also starts the PDF worker, so it waits for the issued notice, not a fixed time.
  const notice = page.getByRole("status").filter({ hasText: "Version 1 issued" });
  await expect(notice).toBeVisible({ timeout: 90_000 });
  const link = await notice.getByLabel("Acknowledgement link").inputValue();
  expect(link).toMatch(/\/acknowledge#/);
  await snap("record-of-advice-issued");

  // The client, in a browser of their own: no account, no cookies of the adviser's.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(link);
  await expect(clientPage.getByRole("heading", { name: "Your record of advice" })).toBeVisible();
  await clientPage.getByLabel("The last four digits of your ID number").fill("9087");
  await clientPage.getByRole("button", { name: "Open the record of advice" }).click();
  await expect(clientPage.getByText(/Document fingerprint \(SHA-256\)/)).toBeVisible();
  await clientPage.getByLabel("Type your full name").fill("Thandi Nkosi");
  await saveScreenshot(clientPage, "record-of-advice-client");
  await clientPage.getByRole("button", { name: "I accept the advice" }).click();
  await expect(clientPage.getByRole("status")).toContainText("you accepted the advice");

  // The same link again, as a replay: it opens nothing.
  const replay = await clientContext.newPage();
  await replay.goto(link);
  await expect(replay.getByText("This link does not work")).toBeVisible();
  await clientContext.close();

  // The adviser's file: the acceptance with its evidence, and the PDF with the acceptance page.
  await page.goto(`/clients/${client.id}`);
  const evidence = page.getByRole("group", { name: "The client's acknowledgement" });
  await expect(page.getByText("Accepted by the client")).toBeVisible();
  await expect(evidence).toContainText("Thandi Nkosi typed their name");
  await expect(evidence).toContainText("the last four digits of their ID number");
  await snap("record-of-advice-accepted");
  const listed = await page.request.get(`/api/v1/clients/${client.id}/advice-packs`);
  const [issued] = ((await listed.json()) as { items: { sha256: string }[] }).items;
  const accepted = await download(page, () =>
    page.getByRole("link", { name: "PDF with the acceptance page" }).click(),
  );
  const asIssued = await download(page, () =>
    page.getByRole("link", { name: /Download Record of advice, version 1/ }).click(),
  );
  expect(sha256(asIssued)).toBe(issued?.sha256);
  expect(accepted.subarray(0, asIssued.length).equals(asIssued)).toBe(true);
});
