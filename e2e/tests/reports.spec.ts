import { readFileSync } from "node:fs";
import { type Download, expect, type Page } from "@playwright/test";
import { atPhoneSize, test } from "../support/records";
import { saveScreenshot } from "../support/screenshots";
import { ADMIN_EMAIL, signIn } from "../support/workspace";

// The four report screens: branded content, print preview (A4, no app chrome), and every
// download (PDF, Word, spreadsheet). The admin's template screen: list, refused upload, download.

const RECORDS = [
  {
    kind: "scenario",
    path: "scenarios",
    body: {
      scenarioName: "Retire at 60",
      taxYear: 2027,
      inputs: { age: 52, salary: 1_150_000, payePaid: 300_000 },
    },
    title: "Income tax scenario",
    sheets: true,
  },
  {
    kind: "transfer-duty",
    path: "transfer-duties",
    body: { description: "Rosebank flat" },
    title: "Transfer duty and property transfer costs",
    sheets: true,
  },
  {
    kind: "home-loan-repayment",
    path: "home-loan-repayments",
    body: {
      description: "30-year bond",
      inputs: {
        loanAmount: 2_150_000,
        annualRatePercent: 11.75,
        termMonths: 360,
        startDate: "2026-01-01",
        extraMonthly: 1_500,
      },
    },
    title: "Home loan repayment plan",
    sheets: true,
  },
  {
    kind: "investment-comparison",
    path: "investment-comparisons",
    body: { description: "TFSA or unit trust" },
    title: "Investment comparison",
    sheets: true,
  },
] as const;

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFileSync(file);
}

async function downloadVia(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: await saved(download) };
}

for (const record of RECORDS) {
  test(`${record.kind} report: on screen, in print preview, and every download`, async ({
    page,
    client,
    snap,
  }) => {
    const response = await page.request.post(`/api/v1/${record.path}`, {
      data: { clientId: client.id, ...record.body },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    // From the record screen's Report button.
    await page.goto(`/${record.kind}/${id}`);
    await page.getByRole("link", { name: "Report" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${record.kind}/${id}/report$`));
    const report = page.getByRole("article", { name: "Report" });
    await expect(report.getByRole("heading", { name: record.title })).toBeVisible();
    await expect(report.getByText(client.name).first()).toBeVisible();
    await expect(report.getByRole("heading", { name: "Basis", exact: true })).toBeVisible();
    await snap(`report-${record.kind}`);
    await atPhoneSize(page, () => snap(`phone-report-${record.kind}`));

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await snap(`print-report-${record.kind}`);
    await page.emulateMedia({ media: "screen" });

    const pdf = await downloadVia(page, () =>
      page.getByRole("link", { name: "Download PDF" }).click(),
    );
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const word = await downloadVia(page, () =>
      page.getByRole("link", { name: "Download Word" }).click(),
    );
    expect(word.name).toMatch(/\.docx$/);
    expect(word.bytes.subarray(0, 2).toString()).toBe("PK");
    if (record.sheets) {
      await page.getByRole("button", { name: "Spreadsheet" }).click();
      const xlsx = await downloadVia(page, () =>
        page.getByRole("menuitem", { name: /Excel workbook/ }).click(),
      );
      expect(xlsx.name).toMatch(/\.xlsx$/);
      expect(xlsx.bytes.subarray(0, 2).toString()).toBe("PK");
      await page.getByRole("button", { name: "Spreadsheet" }).click();
      const csv = await downloadVia(page, () =>
        page.getByRole("menuitem", { name: /^CSV$/ }).click(),
      );
      expect(csv.bytes.toString().split("\r\n")[0]).toContain(",");
    } else {
      await expect(page.getByRole("button", { name: "Spreadsheet" })).toHaveCount(0);
    }
  });
}

test("an administrator manages the Word templates at /admin/report-templates", async ({
  browser,
  snap: _snap,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addCookies(await signIn(ADMIN_EMAIL));
  const page = await context.newPage();
  await page.goto("/admin/report-templates");
  await expect(page.getByRole("heading", { name: "Report templates" })).toBeVisible();
  await expect(page.getByText("Built-in", { exact: true })).toHaveCount(4);
  await saveScreenshot(page, "laptop-admin-report-templates");

  const card = page
    .locator(".mantine-Paper-root")
    .filter({ has: page.getByRole("heading", { name: "Home loan repayments" }) });
  const template = await downloadVia(page, () =>
    card.getByRole("link", { name: "Download" }).click(),
  );
  expect(template.name).toBe("home-loan-repayment-report-template.docx");

  // A file that is not a Word document is refused with the reason, and nothing changes.
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    card.getByRole("button", { name: "Upload .docx" }).click(),
  ]);
  await chooser.setFiles({
    name: "notes.docx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("not a zip"),
  });
  await expect(card.getByText("This template was not saved")).toBeVisible();
  await expect(card.getByText(/not a Word document/)).toBeVisible();
  await saveScreenshot(page, "laptop-admin-report-templates-refused");

  // The downloaded built-in template uploads as a replacement, and resets.
  const [again] = await Promise.all([
    page.waitForEvent("filechooser"),
    card.getByRole("button", { name: "Upload .docx" }).click(),
  ]);
  await again.setFiles({
    name: "Our home loan.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: template.bytes,
  });
  await expect(
    card.getByText(/Our home loan\.docx, uploaded by admin\.e2e@example\.co\.za/),
  ).toBeVisible();
  await card.getByRole("button", { name: "Reset to built-in" }).click();
  const confirm = page.getByRole("dialog", { name: "Go back to the built-in template?" });
  await expect(confirm.getByText("Our home loan.docx")).toBeVisible();
  await confirm.getByRole("button", { name: "Reset to built-in" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Built-in", { exact: true })).toHaveCount(4);
  await context.close();
});

test("the company's own disclaimer, edited on /company, ends every report", async ({
  page,
  client,
  snap,
}) => {
  const response = await page.request.post("/api/v1/home-loan-repayments", {
    data: { clientId: client.id, description: "Bond for the flat" },
  });
  const { id } = (await response.json()) as { id: string };
  await page.goto("/company");
  const disclaimer = page.getByLabel("Report disclaimer");
  await expect(disclaimer).toHaveValue("");
  await disclaimer.fill(
    "Botha Financial Planning is an authorised financial services provider (FSP 12345).",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Company details saved" })).toBeVisible();
  await snap("company-report-disclaimer");

  await page.goto(`/home-loan-repayment/${id}/report`);
  await expect(
    page
      .getByRole("article", { name: "Report" })
      .getByText("authorised financial services provider (FSP 12345)"),
  ).toBeVisible();
});
