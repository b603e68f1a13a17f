import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRecord, expect, type Page, test } from "../support/records";

// The client summary and the record-of-advice pack: an adviser sees a client's headline figures,
// issues a pack of the ticked records (the locked one ticked already), and downloads it again
// after a record changed — the same bytes as issued.

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function downloadPack(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).first().click(),
  ]);
  return readFileSync(await download.path());
}

test("issue a record-of-advice pack and download it again unchanged", async ({
  page,
  client,
  snap,
}) => {
  const fsp = await page.request.patch("/api/v1/company", { data: { fspNumber: "FSP 12345" } });
  expect(fsp.status()).toBe(200);
  const transferId = await createRecord(page, "transfer-duties", {
    clientId: client.id,
    description: "Rosebank house",
  });
  const locked = await page.request.post(`/api/v1/transfer-duties/${transferId}/lock`);
  expect(locked.status()).toBe(200);
  const scenarioId = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Salary 2027",
    taxYear: 2027,
  });

  await page.goto(`/clients/${client.id}`);
  const summary = page.getByRole("region", { name: "Summary" });
  const transfer = summary.getByLabel("Transfer duty", { exact: true });
  await expect(transfer).toContainText("Cash needed");
  await expect(transfer).toContainText("Rosebank house");
  await expect(summary.getByLabel("Tax scenario", { exact: true })).toContainText("Tax payable");
  await expect(summary).toContainText("Not reviewed yet.");

  await summary.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(summary).toContainText("Nothing has changed since.");

  await summary.getByRole("button", { name: "Issue record-of-advice pack" }).click();
  const dialog = page.getByRole("dialog", { name: "Issue record-of-advice pack" });
  await expect(dialog.getByRole("checkbox", { name: /Rosebank house/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Salary 2027/ })).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: /Salary 2027/ }).check();
  await snap("advice-pack-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Issue pack of 2 records" }).click();
  // The first PDF starts the PDF worker (renderer and fonts) and lays the pack out twice: on a
  // loaded machine that can take longer than the default wait.
  await expect(dialog).toBeHidden({ timeout: 45_000 });

  const packs = summary.getByRole("list").filter({ hasText: "2 records" });
  await expect(packs.getByRole("listitem")).toHaveCount(1);
  await expect(summary).toContainText("Record-of-advice pack issued (2 records)");
  await snap("client-summary");

  const listed = await page.request.get(`/api/v1/clients/${client.id}/advice-packs`);
  const [issued] = ((await listed.json()) as { items: { sha256: string }[] }).items;
  const first = await downloadPack(page, /Download the pack issued/);
  expect(first.subarray(0, 5).toString()).toBe("%PDF-");
  expect(sha256(first)).toBe(issued?.sha256);

  // The scenario changes after the pack was issued: the pack does not.
  const current = (await (await page.request.get(`/api/v1/scenarios/${scenarioId}`)).json()) as {
    version: number;
    inputs: Record<string, unknown>;
  };
  const saved = await page.request.put(`/api/v1/scenarios/${scenarioId}`, {
    data: {
      version: current.version,
      scenarioName: "Salary 2027",
      taxYear: 2027,
      inputs: { ...current.inputs, salary: 900_000 },
    },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(summary).toContainText("Tax scenario “Salary 2027” changed");
  const again = await downloadPack(page, /Download the pack issued/);
  expect(sha256(again)).toBe(sha256(first));
});
