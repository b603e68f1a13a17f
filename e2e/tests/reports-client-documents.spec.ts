import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "../support/records";
import { saveScreenshot } from "../support/screenshots";

// The review's document defects as a person meets them in Chromium (issue 14): phones typed the
// South African way are stored and printed normalised; chart legends show their colour keys;
// number formats agree on screen; the Word report names the adviser; report routes switch
// between sibling records.

const HOME_LOAN = {
  description: "Bond with extras",
  inputs: {
    loanAmount: 2_000_000,
    annualRatePercent: 10.25,
    termMonths: 240,
    startDate: "2026-01-01",
    monthlyServiceFee: 69,
    extraMonthly: 2_000,
  },
};

async function createHomeLoan(page: Page, clientId: string, description: string) {
  const response = await page.request.post("/api/v1/home-loan-repayments", {
    data: { clientId, ...HOME_LOAN, description },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Every legend colour key on the page has a size a reader can see. */
async function expectVisibleSwatches(page: Page, count: number) {
  const swatches = page.locator(".recharts-legend-wrapper [class*='legendItemColor']");
  await expect(swatches).toHaveCount(count);
  for (const swatch of await swatches.all()) {
    // Polled: the chart lays its legend out after it has measured its container.
    await expect
      .poll(async () => {
        const box = await swatch.boundingBox();
        return Math.min(box?.width ?? 0, box?.height ?? 0);
      })
      .toBeGreaterThanOrEqual(8);
  }
}

/** A close-up of the first chart with its legend, to look at its colour keys. */
async function chartShot(page: Page, name: string) {
  const chart = page.locator(".recharts-wrapper").first();
  await chart.scrollIntoViewIfNeeded();
  await saveScreenshot(chart, name);
}

test("a phone typed as 082 555 1234 is stored and printed as +27 82 555 1234; a wrong one is refused", async ({
  page,
  client,
  snap,
}) => {
  await page.goto("/company");
  await page.getByLabel("First name").fill("Thandi");
  await page.getByLabel("Last name").fill("Mokoena");
  await page.getByRole("textbox", { name: "Code", exact: true }).fill("+27");
  await page.getByLabel("Phone number").fill("021 555 01");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("phone number is not valid for this code: type it as 082 555 1234"),
  ).toBeVisible();
  await snap("documents-company-phone-refused");
  await page.getByLabel("Phone number").fill("082 555 1234");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Company details saved" })).toBeVisible();
  const company = await (await page.request.get("/api/v1/company")).json();
  expect(company.telephone).toEqual({ phoneCountryCode: "+27", phoneNumber: "825551234" });

  // The client form: typed with the trunk 0, stored as E.164, listed internationally. (Valid is
  // what libphonenumber-js says: SA short mobile numbers such as "082 111" are valid.)
  await page.goto("/clients");
  await page.getByRole("button", { name: "Actions for Thandi Nkosi" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit client" });
  await edit.getByLabel("Phone").fill("011 123 456");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("phone number is not valid")).toBeVisible();
  await edit.getByLabel("Phone").fill("083 123 4567");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("+27 83 123 4567")).toBeVisible();
  await snap("documents-client-phone");
  const stored = await (await page.request.get(`/api/v1/clients/${client.id}`)).json();
  expect(stored.phone).toBe("+27831234567");

  // Every report's letterhead, on screen, in the PDF and in Word.
  const id = await createHomeLoan(page, client.id, "Bond with extras");
  await page.goto(`/home-loan-repayment/${id}/report`);
  const report = page.getByRole("article", { name: "Report" });
  await expect(report.getByText("+27 82 555 1234").first()).toBeVisible();
  await expect(report).not.toContainText("+27 082");
  const pdf = await page.request.get(`/api/v1/home-loan-repayments/${id}/report.pdf`);
  expect(pdf.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "documents-"));
  writeFileSync(path.join(dir, "report.pdf"), await pdf.body());
  const pdfText = execFileSync("pdftotext", [path.join(dir, "report.pdf"), "-"], {
    encoding: "utf8",
  });
  expect(pdfText).toContain("+27 82 555 1234");
  expect(pdfText).not.toContain("+27 082");
});

test("chart legends show their colour keys; the numbers on screen are en-ZA", async ({
  page,
  client,
  snap,
}) => {
  const id = await createHomeLoan(page, client.id, "Bond with extras");
  await page.goto(`/home-loan-repayment/${id}`);
  await expect(page.getByText("With extras").first()).toBeVisible({ timeout: 30_000 });
  await expectVisibleSwatches(page, 2);
  await snap("documents-home-loan-legend");
  await chartShot(page, "laptop-documents-home-loan-chart");
  // The rate as the screen shows it outside the field: a decimal comma and a no-break space.
  const body = (await page.locator("main").innerText()).replace(/\u00a0/g, " ");
  expect(body).not.toMatch(/\d\.\d+ ?%/);
  expect(body).not.toMatch(/R\d/);
  expect(body).not.toMatch(/\b\d{1,3}(?:,\d{3})+\b(?!,)/);

  await page.goto(`/home-loan-repayment/${id}/report`);
  const report = page.getByRole("article", { name: "Report" });
  await expect(report.getByRole("heading", { name: "Basis", exact: true })).toBeVisible();
  await expectVisibleSwatches(page, 2);
  await snap("documents-home-loan-report");
  await chartShot(page, "laptop-documents-home-loan-report-chart");
  const text = (await report.innerText()).replace(/\u00a0/g, " ");
  expect(text).not.toMatch(/\d\.\d+ ?%/);
  expect(text).not.toMatch(/\d%/);
  expect(text).not.toMatch(/R\d/);

  const scenario = await page.request.post("/api/v1/scenarios", {
    data: {
      clientId: client.id,
      scenarioName: "Travel allowance",
      taxYear: 2027,
      inputs: {
        age: 45,
        salary: 850_000,
        travelAllowance: 120_000,
        businessKilometres: 12_000,
        totalKilometres: 30_000,
        vehicleValue: 450_000,
      },
    },
  });
  expect(scenario.status(), await scenario.text()).toBe(201);
  const scenarioId = ((await scenario.json()) as { id: string }).id;
  await page.goto(`/scenario/${scenarioId}/report`);
  await expect(report.getByRole("heading", { name: "Basis", exact: true })).toBeVisible();
  await expectVisibleSwatches(page, 2);
  await snap("documents-scenario-report");
  await chartShot(page, "laptop-documents-scenario-report-chart");
  const scenarioText = (await report.innerText()).replace(/\u00a0/g, " ");
  expect(scenarioText).not.toMatch(/\b\d{1,3},\d{3}\b(?! ?%)/);
  expect(scenarioText).not.toMatch(/\d\.\d+ ?%/);
  expect(scenarioText).toContain("12 000 km");

  // The investment comparison's result cards and chart (the review's "7.44%", "R1.9m").
  const comparison = await page.request.post("/api/v1/investment-comparisons", {
    data: { clientId: client.id, description: "TFSA or unit trust" },
  });
  expect(comparison.status(), await comparison.text()).toBe(201);
  const comparisonId = ((await comparison.json()) as { id: string }).id;
  await page.goto(`/investment-comparison/${comparisonId}`);
  await expect(page.getByText("Annualised return").first()).toBeVisible();
  await snap("documents-investment-screen");
  const investmentText = (await page.locator("main").innerText()).replace(/\u00a0/g, " ");
  expect(investmentText).not.toMatch(/\d\.\d+ ?%/);
  expect(investmentText).not.toMatch(/\d%/);
  expect(investmentText).not.toMatch(/R\d/);
  expect(investmentText).not.toMatch(/R \d+\.\d/);
});

test("the Word report names the adviser; a report route switches between sibling records", async ({
  page,
  adviser,
  client,
}) => {
  const first = await createHomeLoan(page, client.id, "First bond");
  const second = await createHomeLoan(page, client.id, "Second bond");
  const docx = await page.request.get(`/api/v1/home-loan-repayments/${first}/report.docx`);
  expect(docx.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "documents-"));
  const file = path.join(dir, "report.docx");
  writeFileSync(file, await docx.body());
  const xml = execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" });
  const text = xml.replace(/<[^>]+>/g, " ");
  // The seeded company's contact person and e-mail (support/workspace.ts), never the sign-in.
  expect(text).toContain("Pieter Botha");
  expect(text).toContain("office@botha-fp.co.za");
  expect(text).not.toContain(adviser.email);

  await page.goto(`/home-loan-repayment/${first}/report`);
  const switcher = page.getByRole("button", { name: "Switch home loan calculation: First bond" });
  await expect(switcher).toBeVisible();
  await switcher.click();
  await page.getByRole("menuitem", { name: "Second bond" }).click();
  await expect(page).toHaveURL(new RegExp(`/home-loan-repayment/${second}/report$`));
});
