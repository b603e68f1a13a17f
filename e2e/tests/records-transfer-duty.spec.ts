import {
  amount,
  atPhoneSize,
  createRecord,
  expect,
  showRecords,
  test,
  typeAmount,
} from "../support/records";

// /transfer-duty/:id: the lifecycle of one transfer duty calculation.

test("create, edit, save, copy, lock, try to edit locked, unlock, delete and restore a transfer duty calculation", async ({
  page,
  client,
  snap,
}) => {
  await page.goto(`/clients/${client.id}?tab=calculations`);
  await page.getByRole("button", { name: "New transfer duty calculation" }).click();
  const dialog = page.getByRole("dialog", { name: "New transfer duty calculation" });
  await dialog.getByLabel("Description").fill("Rosebank flat");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/transfer-duty\/[^/]+$/);
  const firstUrl = page.url();

  // The defaults of "New": R1 500 000 with a R1 350 000 bond, bought today.
  await expect(page.getByRole("textbox", { name: "Purchase price" })).toHaveValue(
    amount("R 1 500 000,00"),
  );
  const duty = page.getByTestId("transfer-duty");
  const before = await duty.textContent();
  await typeAmount(page, "Purchase price", "2,500,000");
  await expect(duty).not.toHaveText(before ?? "");
  await typeAmount(page, "Bond amount", "2000000");
  await expect(page.getByText("Live · not saved")).toBeVisible();
  await expect(page.getByLabel(/^Estimate: /).first()).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(page.getByRole("table", { name: "Tables used" })).toContainText("za-transfer-duty@");
  await snap("transfer-duty");

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
    "Rosebank flat (COPY)",
  );

  await page.getByRole("button", { name: "Lock", exact: true }).click();
  await expect(page.getByText("Locked — read-only")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Purchase price" })).toBeDisabled();
  await expect(page.getByRole("switch", { name: /VAT vendor/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save" })).toBeHidden();

  await page.getByRole("button", { name: "Unlock" }).first().click();
  await expect(page.getByRole("textbox", { name: "Purchase price" })).toBeEnabled();

  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this transfer duty calculation?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}\\?tab=calculations$`));
  const toast = page.getByRole("alert").filter({ hasText: "Transfer duty calculation deleted" });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page).toHaveURL(/\/transfer-duty\/[^/]+$/);
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
    "Rosebank flat (COPY)",
  );

  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this transfer duty calculation?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await showRecords(page, "Recently deleted");
  const list = page.getByRole("list", { name: "Transfer duty" });
  await list.getByRole("button", { name: "Restore" }).click();
  await showRecords(page, "Current");
  await expect(list.getByRole("link", { name: "Rosebank flat (COPY)", exact: true })).toBeVisible();
});

test("a VAT sale pays no transfer duty; the screen at a phone's size", async ({
  page,
  client,
  snap,
}) => {
  const id = await createRecord(page, "transfer-duties", {
    clientId: client.id,
    description: "Sectional title from a developer",
  });
  await page.goto(`/transfer-duty/${id}`);
  await page.getByRole("switch", { name: /VAT vendor/ }).check();
  await expect(page.getByTestId("transfer-duty")).toHaveText(amount("R 0,00"));
  await expect(page.getByText("No transfer duty: the sale is subject to VAT")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await atPhoneSize(page, async () => {
    await page.reload();
    await expect(page.getByTestId("cash-needed")).toBeVisible();
    await snap("transfer-duty-phone");
  });
});
