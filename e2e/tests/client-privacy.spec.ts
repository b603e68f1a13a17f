import { execFileSync } from "node:child_process";
import { issueRecordOfAdvice } from "../support/record-of-advice";
import { expect, type Page, test } from "../support/workspace";

// A client's POPIA rights from the client page: the adviser exports everything held about the
// client (a ZIP that opens, with a manifest), then erases the client for good by typing the
// client's full name.

async function clientWithRecord(page: Page) {
  const created = await page.request.post("/api/v1/clients", {
    data: { clientName: "Naledi", clientSurname: "van Wyk", email: "naledi@example.co.za" },
  });
  expect(created.ok()).toBe(true);
  const client = (await created.json()) as { id: string };
  const record = await page.request.post("/api/v1/transfer-duties", {
    data: { clientId: client.id, description: "Erf 1021 Rondebosch" },
  });
  expect(record.ok()).toBe(true);
  return client;
}

test("export a client's data as a ZIP that opens, then erase the client with the typed name", async ({
  page,
  adviser,
  snap,
}) => {
  // The export renders a PDF; then the dialog reads what the erase would do, and /clients loads.
  test.setTimeout(120_000);
  expect(adviser.email).toContain("@");
  const client = await clientWithRecord(page);
  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole("heading", { name: "Naledi van Wyk" })).toBeVisible();
  await snap("client-privacy-actions", { fullPage: false });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export client data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Client data - Naledi van Wyk - \d{4}-\d{2}-\d{2}\.zip$/,
  );
  const zipPath = await download.path();
  // `unzip -t` checks every file's CRC: the ZIP opens and is whole.
  expect(execFileSync("unzip", ["-tq", zipPath], { encoding: "utf8" })).toContain("No errors");
  const files = execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" }).trim().split("\n");
  expect(files.sort()).toEqual([
    "README.txt",
    "audit/entries.json",
    "client/profile.json",
    "manifest.json",
    "records/Transfer duty/001 Erf 1021 Rondebosch.json",
    "records/Transfer duty/001 Erf 1021 Rondebosch.pdf",
    "summary/Summary - Naledi van Wyk.html",
  ]);
  const profile = JSON.parse(
    execFileSync("unzip", ["-p", zipPath, "client/profile.json"], { encoding: "utf8" }),
  );
  expect(profile).toMatchObject({ clientName: "Naledi", email: "naledi@example.co.za" });

  // Erasing is in the page's "More actions" menu, away from Export.
  await expect(page.getByRole("button", { name: "Erase permanently" })).toHaveCount(0);
  const more = page.getByRole("button", { name: "More actions for Naledi van Wyk" });
  // On a phone the header is one line: Export and the menu, nothing destructive in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(more).toBeInViewport();
  await more.click();
  await expect(page.getByRole("menuitem", { name: "Erase permanently" })).toBeVisible();
  await snap("client-actions-menu-phone", { fullPage: false });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole("menuitem", { name: "Erase permanently" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this client permanently?" });
  const erase = dialog.getByRole("button", { name: "Erase permanently" });
  await dialog.getByLabel("Type Naledi van Wyk to confirm").fill("Naledi");
  await expect(erase).toBeDisabled();
  await dialog.getByLabel("Type Naledi van Wyk to confirm").fill("naledi van wyk");
  await expect(erase).toBeEnabled();
  await snap("client-erase-dialog", { fullPage: false });
  await erase.click();

  await expect(page).toHaveURL(/\/clients$/);
  await expect(
    page.getByText(/Naledi van Wyk erased permanently \(reference [0-9a-f]{12}\)/),
  ).toBeVisible();
  await expect(page.getByText("Naledi van Wyk", { exact: true })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/clients/${client.id}`)).status()).toBe(404);
  await snap("client-erased");
});

test("an erase inside the five FAIS years restricts the client instead: hidden, marked Restricted, read-only", async ({
  page,
  adviser,
  snap,
}) => {
  // A pack is rendered (a PDF), then four screens are opened and photographed.
  test.setTimeout(150_000);
  expect(adviser.email).toContain("@");
  const client = await clientWithRecord(page);
  const advised = await page.request.post("/api/v1/transfer-duties", {
    data: { clientId: client.id, description: "Erf 2044 Claremont" },
  });
  const record = (await advised.json()) as { id: string };
  await issueRecordOfAdvice(page, client.id, [record.id]);

  await page.goto(`/clients/${client.id}`);
  await page.getByRole("button", { name: "More actions for Naledi van Wyk" }).click();
  await page.getByRole("menuitem", { name: "Erase permanently" }).click();
  const dialog = page.getByRole("dialog", { name: "Restrict this client?" });
  await expect(dialog.getByText("This will restrict, not erase")).toBeVisible();
  const restrict = dialog.getByRole("button", { name: /^Restrict until \d{2} \w+ \d{4}$/ });
  await dialog.getByLabel("Type Naledi van Wyk to confirm").fill("Naledi van Wyk");
  await snap("client-restrict-dialog", { fullPage: false });
  await restrict.click();

  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText(/Naledi van Wyk restricted: records kept until/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Clients" }).getByText("Naledi van Wyk")).toHaveCount(
    0,
  );
  await page.getByText("Restricted", { exact: true }).click();
  await expect(page).toHaveURL(/view=restricted/);
  await expect(
    page.getByRole("list", { name: "Clients" }).getByText("Naledi van Wyk"),
  ).toBeVisible();
  await snap("clients-restricted-view");

  await page.goto(`/clients/${client.id}`);
  await expect(page.getByText("Restricted", { exact: true })).toBeVisible();
  await expect(page.getByText("Restricted: kept for the FAIS period")).toBeVisible();
  for (const action of ["More actions for Naledi van Wyk", "Edit profile"]) {
    await expect(page.getByRole("button", { name: action })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "Export client data" })).toBeVisible();
  await snap("client-restricted");
  const edit = await page.request.patch(`/api/v1/clients/${client.id}`, {
    data: { notes: "changed" },
  });
  expect(edit.status()).toBe(409);
  expect(((await edit.json()) as { code: string }).code).toBe("clients/restricted");
});
