import { expect, type Page, test } from "../support/workspace";

// /clients: add, search, edit, open, switch, delete with Undo, Recently deleted, paging.

async function addClientByApi(page: Page, clientName: string, clientSurname: string) {
  const response = await page.request.post("/api/v1/clients", {
    data: { clientName, clientSurname },
  });
  expect(response.ok()).toBe(true);
}

const clientList = (page: Page) => page.getByRole("list", { name: "Clients" });

test("add, search, edit, open and switch, delete with Undo, restore from Recently deleted", async ({
  page,
  adviser,
  snap,
}) => {
  expect(adviser.email).toContain("@");
  await addClientByApi(page, "Jan", "van der Merwe");
  await addClientByApi(page, "Lerato", "Mokoena");
  await page.goto("/clients");

  await page.getByRole("button", { name: "Add client" }).first().click();
  const form = page.getByRole("dialog", { name: "Add client" });
  await form.getByRole("button", { name: "Add client" }).click();
  await expect(form.getByText("client name missing")).toBeVisible();
  await expect(form.getByText("client surname missing")).toBeVisible();
  await form.getByLabel(/^Name/).fill("Thandi");
  await form.getByLabel("Surname").fill("Nkosi");
  await form.getByLabel("E-mail").fill("thandi@example.co.za");
  await form.getByLabel("SA ID number").fill("8001015009087");
  await form.getByLabel("Date of birth").fill("1980-01-02");
  await form.getByRole("button", { name: "Add client" }).click();
  await expect(form.getByText("date of birth does not match the ID number")).toBeVisible();
  await form.getByLabel("Date of birth").fill("1980-01-01");
  await snap("client-add");
  await form.getByRole("button", { name: "Add client" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Thandi Nkosi added" })).toBeVisible();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(3);
  await snap("clients");

  // Search is done by the server, by the start of each word of the name.
  await page.getByRole("searchbox", { name: "Search clients" }).fill("merwe");
  await expect(page).toHaveURL(/\?q=merwe$/);
  await expect(clientList(page).getByRole("listitem")).toHaveCount(1);
  await expect(clientList(page)).toContainText("Jan van der Merwe");
  await page.getByRole("searchbox", { name: "Search clients" }).fill("nobody");
  await expect(page.getByText("No clients match “nobody”")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(3);

  await page.getByRole("button", { name: "Actions for Thandi Nkosi" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit client" });
  await edit.getByLabel("Phone").fill("+27 82 555 0101");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(clientList(page)).toContainText("+27 82 555 0101");

  // The client's page, with the sibling dropdown in the breadcrumb bar (spec §2).
  await clientList(page)
    .getByRole("link", { name: /Thandi Nkosi/ })
    .click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thandi Nkosi" })).toBeVisible();
  await expect(page.getByText("8001015009087")).toBeVisible();
  // The date of birth shows in the profile and in the summary's "Profile in short".
  const birthDate = page.getByText("01 January 1980");
  await expect(birthDate).toHaveCount(2);
  for (const shown of await birthDate.all()) await expect(shown).toBeVisible();
  await snap("client-detail");
  await page.getByRole("button", { name: "Switch client: Thandi Nkosi" }).click();
  await snap("client-switcher");
  await page.getByRole("menuitem", { name: "Lerato Mokoena" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lerato Mokoena" })).toBeVisible();

  // Delete from the page's "More actions" menu (never a button beside Export), then Undo.
  await page.getByRole("button", { name: "More actions for Lerato Mokoena" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  const deleted = page.getByRole("alert").filter({ hasText: "Lerato Mokoena deleted" });
  await expect(deleted).toBeVisible();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(2);
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Lerato Mokoena restored" }),
  ).toBeVisible();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(3);

  // Delete from the list, then restore from Recently deleted.
  await page.getByRole("button", { name: "Actions for Jan van der Merwe" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(2);
  await page.getByText("Recently deleted", { exact: true }).click();
  await expect(page).toHaveURL(/view=deleted/);
  const deletedList = page.getByRole("list", { name: "Recently deleted clients" });
  await expect(deletedList).toContainText("Jan van der Merwe");
  await snap("clients-recently-deleted");
  await page.getByRole("button", { name: "Restore Jan van der Merwe" }).click();
  await expect(page.getByText("Nothing deleted recently")).toBeVisible();
  await page
    .getByRole("radiogroup", { name: "Which clients" })
    .getByText("Clients", { exact: true })
    .click();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(3);
});

test("Load more brings the next page (keyset paging)", async ({ page, adviser }) => {
  expect(adviser.email).toContain("@");
  for (let i = 1; i <= 27; i++) {
    await addClientByApi(page, "Client", `Surname ${String(i).padStart(2, "0")}`);
  }
  await page.goto("/clients");
  await expect(clientList(page).getByRole("listitem")).toHaveCount(25);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(clientList(page).getByRole("listitem")).toHaveCount(27);
  await expect(page.getByRole("button", { name: "Load more" })).toBeHidden();
});
