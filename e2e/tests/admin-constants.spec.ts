import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "../support/workspace";
import { adminPage, LAPTOP, PHONE, snapOf } from "./admin-steps";

// Issue 8: an admin imports a tax year with an error, fixes it, and publishes it.

test("constants import: a CSV with an error is refused row by row, the fixed file is published", async ({
  browser,
  adminRequest,
}, testInfo) => {
  const admin = await adminPage(browser, adminRequest);
  const snapAdmin = snapOf(admin, testInfo);

  // A new year starts from the nearest year's figures; its CSV is the starting point for the file.
  await admin.goto("/admin/constants/tax-scenario");
  await expect(admin.getByRole("heading", { name: "Tax years", exact: true })).toBeVisible();
  await admin.getByLabel("New tax year").fill("2029");
  await admin.getByRole("button", { name: "Start" }).click();
  await expect(admin.getByRole("heading", { name: "Tax year 2029" })).toBeVisible();
  await expect(admin.getByText("The table is valid")).toBeVisible();
  const download = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Download CSV" }).click();
  const good = testInfo.outputPath("tax-year-2029.csv");
  await (await download).saveAs(good);
  const csv = await readFile(good, "utf8");
  expect(csv.startsWith("path,value\n")).toBe(true);
  expect(csv).toContain("taxYear,2029\n");

  // The same file with a mistyped base amount.
  const lines = csv.split("\n");
  const row = lines.findIndex((line) => line.startsWith("brackets.2.base,")) + 1;
  const bad = path.join(path.dirname(good), "tax-year-2029-typo.csv");
  await writeFile(bad, csv.replace(/^brackets\.2\.base,.*$/m, "brackets.2.base,1"));

  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "Administration", exact: true })).toBeVisible();
  await admin.locator('input[type="file"]').setInputFiles(bad);
  await admin.getByRole("button", { name: "Check file" }).click();
  const problems = admin.getByRole("alert").filter({ hasText: "to fix" });
  await expect(problems).toBeVisible();
  await expect(problems.getByText(`Row ${row}:`)).toBeVisible();
  await expect(problems.getByText("brackets.2.base", { exact: true })).toBeVisible();
  await expect(admin.getByRole("button", { name: /Publish version/ })).toHaveCount(0);
  await snapAdmin("admin-import-problems");

  await admin.locator('input[type="file"]').setInputFiles(good);
  await admin.getByRole("button", { name: "Check file" }).click();
  await expect(admin.getByText("The table is valid")).toBeVisible();
  await expect(admin.getByText("This is a new table")).toBeVisible();
  await admin.getByLabel("Source note").fill("Budget 2029 estimate, from the 2027 tables");
  await admin.getByRole("button", { name: "Publish version 1" }).click();
  await expect(admin.getByText("Published version 1 of 2029")).toBeVisible();
  await snapAdmin("admin-overview");

  await admin.goto("/admin/constants/tax-scenario");
  await expect(admin.getByRole("link", { name: "2029" })).toBeVisible();
  await admin.getByRole("link", { name: "2029" }).click();
  await expect(
    admin.getByText("Version 1: Budget 2029 estimate, from the 2027 tables"),
  ).toBeVisible();
  // Live validation in the editor: a rebate typed wrong is named at once.
  await admin.getByLabel("Primary", { exact: true }).fill("1");
  await expect(admin.getByText("problems to fix")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Review changes" })).toBeDisabled();
  // The CSV is the published version, never the form's invalid edit (review B3-10).
  await expect(
    admin.getByText("The published version 1, without the changes in the form."),
  ).toBeVisible();
  const published = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Download CSV" }).click();
  const publishedCsv = testInfo.outputPath("tax-year-2029-published.csv");
  await (await published).saveAs(publishedCsv);
  const rebate = /^rebates\.primary,(.*)$/m.exec(await readFile(publishedCsv, "utf8"))?.[1];
  expect(rebate).toBeDefined();
  expect(rebate).not.toBe("1");
  await snapAdmin("admin-tax-year-editor");
  await admin.setViewportSize(PHONE);
  await snapAdmin("phone-admin-tax-year-editor");
  await admin.setViewportSize(LAPTOP);

  await admin.goto("/admin/constants/transfer-duty");
  await expect(
    admin.getByRole("heading", { name: "Transfer duty tables", exact: true }),
  ).toBeVisible();
  await admin.getByRole("link", { name: "2025-04-01" }).first().click();
  await expect(admin.getByRole("table", { name: "Duty bands" })).toBeVisible();
  await expect(admin.getByText("The table is valid")).toBeVisible();
  await snapAdmin("admin-transfer-duty");
  await admin.getByText("Transfer cost tariff", { exact: true }).click();
  await expect(admin.getByRole("table", { name: "Transfer attorney fees: bands" })).toBeVisible();
  await snapAdmin("admin-transfer-cost-tariff");
  await admin.context().close();
});

test("tariff form: a mistyped fee is named under its field, the fixed tariff is published, then changed again", async ({
  browser,
  adminRequest,
}, testInfo) => {
  const admin = await adminPage(browser, adminRequest);
  const snapAdmin = snapOf(admin, testInfo);

  // A date far ahead, so no other calculation picks this tariff up.
  await admin.goto("/admin/constants/transfer-duty");
  await admin.getByLabel("New effective date").fill("2031-01-01");
  await admin.getByRole("button", { name: "Start" }).click();
  await expect(
    admin.getByRole("heading", { name: "Transfer costs from 2031-01-01" }),
  ).toBeVisible();
  await admin.getByText("Transfer cost tariff", { exact: true }).click();
  await expect(admin.getByRole("table", { name: "Deeds Office bond fees" })).toBeVisible();
  await expect(admin.getByLabel("Tariff id")).toHaveValue("za-transfer-costs@2031-01-01");
  await expect(admin.getByText("The table is valid")).toBeVisible();

  const lodgement = admin.getByLabel("Lodgement fee per deed (R)");
  await lodgement.fill("-50");
  await expect(lodgement).toHaveAttribute("aria-invalid", "true");
  await expect(admin.getByText("must not be negative", { exact: true })).toBeVisible();
  await expect(admin.getByText("1 problem to fix")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Review changes" })).toBeDisabled();
  await snapAdmin("admin-transfer-cost-tariff-problem");
  await admin.setViewportSize(PHONE);
  await snapAdmin("phone-admin-transfer-cost-tariff-problem");
  await admin.setViewportSize(LAPTOP);

  await lodgement.fill("50");
  await expect(admin.getByText("The table is valid")).toBeVisible();
  await admin.getByRole("button", { name: "Review changes" }).click();
  await expect(admin.getByText("This is a new table")).toBeVisible();
  await admin.getByLabel("Source note").fill("Deeds Office lodgement fee from 2031");
  await admin.getByRole("button", { name: "Publish version 1" }).click();
  await expect(admin.getByText("Version 1: Deeds Office lodgement fee from 2031")).toBeVisible();
  await expect(admin.getByLabel("Lodgement fee per deed (R)")).toHaveValue("50");

  // The next version: FICA for natural persons becomes a disbursement of every buyer.
  const fica = admin.getByRole("group", {
    name: "Disbursement: FICA verification (one natural person)",
  });
  await fica.getByLabel("Applies to").click();
  await admin.getByRole("option", { name: "Every buyer" }).click();
  await admin.getByRole("button", { name: "Review changes" }).click();
  const changes = admin.getByRole("table", { name: "Changes" });
  await expect(changes.getByText("transferDisbursements.3.appliesTo")).toBeVisible();
  await expect(changes.getByRole("cell", { name: "natural" })).toBeVisible();
  await admin.getByLabel("Source note").fill("FICA charged to every buyer");
  await admin.getByRole("button", { name: "Publish version 2" }).click();
  await expect(admin.getByText("Version 2: FICA charged to every buyer")).toBeVisible();
  await admin.context().close();
});
