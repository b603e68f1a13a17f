import {
  amount,
  atPhoneSize,
  createRecord,
  expect,
  showRecords,
  test,
  typeAmount,
} from "../support/records";

// /scenario/:id: the lifecycle of one tax scenario, from the client's page and back.

test("create, edit, save, copy, lock, try to edit locked, unlock, delete and restore a tax scenario", async ({
  page,
  client,
  snap,
}) => {
  await page.goto(`/clients/${client.id}?tab=calculations`);
  await page.getByRole("button", { name: "New tax scenario" }).click();
  const dialog = page.getByRole("dialog", { name: "New tax scenario" });
  await dialog.getByLabel("Scenario name").fill("Salary only");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/scenario\/[^/]+$/);
  const firstUrl = page.url();

  // Live results while typing, before any save.
  const taxPayable = page.getByTestId("tax-payable");
  await expect(taxPayable).toHaveText(amount("R 0,00"));
  await typeAmount(page, "Salary", "850 000");
  await expect(page.getByRole("textbox", { name: "Salary", exact: true })).toHaveValue(
    amount("R 850 000,00"),
  );
  await expect(taxPayable).not.toHaveText(amount("R 0,00"));
  await expect(page.getByText("Live · not saved")).toBeVisible();
  await typeAmount(page, "PAYE withheld", "R200,000");
  await expect(page.getByText("Unsaved changes").first()).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole("link", { name: client.name }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(firstUrl);

  await page.keyboard.press("Control+s");
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // The bracket chart loads when scrolled to (recharts is large).
  await page.getByRole("heading", { name: "Income across the brackets" }).scrollIntoViewIfNeeded();
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap("scenario");

  // Copy saves unsaved changes first, so the copy is what is on screen.
  await typeAmount(page, "Bonus", "50 000");
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByRole("textbox", { name: "Bonus", exact: true })).toHaveValue(
    amount("R 50 000,00"),
  );
  await expect(page.getByRole("textbox", { name: "Scenario name" })).toHaveValue(
    "Salary only (COPY)",
  );
  await expect(page.getByRole("textbox", { name: "Salary", exact: true })).toHaveValue(
    amount("R 850 000,00"),
  );

  await page.getByRole("button", { name: "Lock", exact: true }).click();
  await expect(page.getByText("Locked — read-only")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Salary", exact: true })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "Scenario name" })).toBeDisabled();
  await expect(page.getByText("Locked result")).toBeVisible();
  await snap("scenario-locked");

  await page.getByRole("button", { name: "Unlock" }).first().click();
  await expect(page.getByText("Locked — read-only")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Salary", exact: true })).toBeEnabled();

  // The breadcrumb's dropdown switches between the client's scenarios (spec §2). The URL changes
  // before the chosen record's screen replaces the old one: each step waits for the breadcrumb
  // to name the record it is on, so no click lands on the screen being left.
  const copyUrl = page.url();
  const switchOn = (name: string) =>
    page.getByRole("button", { name: `Switch tax scenario: ${name}`, exact: true });
  await switchOn("Salary only (COPY)").click();
  await page.getByRole("menuitem", { name: "Salary only", exact: true }).click();
  await expect(page).toHaveURL(firstUrl);
  await switchOn("Salary only").click();
  await page.getByRole("menuitem", { name: "Salary only (COPY)" }).click();
  await expect(page).toHaveURL(copyUrl);
  await expect(switchOn("Salary only (COPY)")).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this tax scenario?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}\\?tab=calculations$`));
  await expect(page.getByRole("alert").filter({ hasText: "Tax scenario deleted" })).toBeVisible();
  const scenarios = page.getByRole("list", { name: "Tax scenarios" });
  await expect(scenarios.getByRole("link", { name: "Salary only", exact: true })).toBeVisible();
  await expect(
    scenarios.getByRole("link", { name: "Salary only (COPY)", exact: true }),
  ).toBeHidden();

  await showRecords(page, "Recently deleted");
  await scenarios.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tax scenario restored" })).toBeVisible();
  await showRecords(page, "Current");
  await expect(
    scenarios.getByRole("link", { name: "Salary only (COPY)", exact: true }),
  ).toBeVisible();
  await snap("client-records");
  await atPhoneSize(page, () => snap("client-records-phone"));
});

test("compare two tax scenarios of the same tax year side by side", async ({
  page,
  client,
  snap,
}) => {
  const base = { clientId: client.id, taxYear: 2027 };
  const planA = await createRecord(page, "scenarios", {
    ...base,
    scenarioName: "Plan A: salary",
    inputs: { age: 45, salary: 600_000, payePaid: 120_000 },
  });
  await createRecord(page, "scenarios", {
    ...base,
    scenarioName: "Plan B: with RA",
    inputs: { age: 45, salary: 600_000, retirementContributions: 60_000, payePaid: 120_000 },
  });
  // The review's case (defect 2): a travel allowance on one side; Compare must show its lines.
  await createRecord(page, "scenarios", {
    ...base,
    scenarioName: "Plan C: travel",
    inputs: {
      age: 45,
      salary: 1_000_000,
      travelAllowance: 120_000,
      businessKilometres: 12_000,
      totalKilometres: 30_000,
      vehicleValue: 450_000,
    },
  });
  await page.goto(`/scenario/${planA}`);
  await page.getByRole("tab", { name: "Compare" }).click();
  await page.getByRole("combobox", { name: "Compare with" }).click();
  await page.getByRole("option", { name: "Plan B: with RA" }).click();
  await page.keyboard.press("Escape");

  const table = page.getByRole("table", { name: "Scenarios side by side" });
  await expect(
    table.getByRole("columnheader", { name: "Plan A: salary", exact: true }),
  ).toBeVisible();
  await expect(
    table.getByRole("columnheader", { name: "Plan B: with RA", exact: true }),
  ).toBeVisible();
  const taxable = table.getByRole("row", { name: /^Taxable income/ });
  // R60 000 more in a retirement annuity: R60 000 less taxable income.
  await expect(taxable).toContainText(/-R\s60\s000,00/);
  await expect(page).toHaveURL(/view=compare/);

  await page.getByRole("combobox", { name: "Compare with" }).click();
  await page.getByRole("option", { name: "Plan C: travel" }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("row", { name: /^Less travel deduction/ })).toContainText(/-R\s\d/);
  await expect(table.getByRole("row", { name: /^Taxable income/ })).toBeVisible();
  // No point decimals or unspaced rands anywhere in the table (review defect 11).
  await expect(table).not.toContainText(/R\d|\d\.\d\d\b|\d%/);
  await snap("scenario-compare");
  await atPhoneSize(page, () => snap("scenario-compare-phone"));
});

test("a save over a newer version from another tab asks: keep mine or load theirs", async ({
  page,
  context,
  client,
}) => {
  const id = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Shared",
    taxYear: 2027,
    inputs: { age: 40, salary: 300_000 },
  });
  const other = await context.newPage();
  await page.goto(`/scenario/${id}`);
  await other.goto(`/scenario/${id}`);

  await typeAmount(page, "Salary", "500 000");
  await typeAmount(other, "Salary", "700 000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await other.getByRole("button", { name: "Save" }).click();
  const conflict = other.getByRole("dialog", { name: "This tax scenario was changed elsewhere" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Keep mine (overwrite)" }).click();
  await expect(conflict).toBeHidden();
  await expect(other.getByText("All changes saved")).toBeVisible();

  // The first tab still holds the older version: its next save asks too.
  await typeAmount(page, "Salary", "900 000");
  await page.getByRole("button", { name: "Save" }).click();
  const again = page.getByRole("dialog", { name: "This tax scenario was changed elsewhere" });
  await again.getByRole("button", { name: "Load theirs" }).click();
  await expect(page.getByRole("textbox", { name: "Salary", exact: true })).toHaveValue(
    amount("R 700 000,00"),
  );
  await expect(page.getByText("All changes saved")).toBeVisible();
});

test("the scenario screen at a phone's size", async ({ page, client, snap }) => {
  const id = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Salary and bonus",
    taxYear: 2027,
    inputs: {
      age: 52,
      salary: 960_000,
      bonus: 80_000,
      localInterest: 40_000,
      retirementContributions: 90_000,
      medicalSchemeMembers: 3,
      medicalSchemeFees: 72_000,
      payePaid: 260_000,
      capitalGains: [{ gain: 180_000, primaryResidence: false, description: "Unit trusts" }],
    },
  });
  await atPhoneSize(page, async () => {
    await page.goto(`/scenario/${id}`);
    await expect(page.getByTestId("tax-payable")).toBeVisible();
    await snap("scenario-phone");
    await typeAmount(page, "Bonus", "100 000");
    await expect(page.getByText("Unsaved changes").last()).toBeVisible();
    await snap("scenario-phone-unsaved");
  });
});
