import { expect, linkFromMail, PASSWORD, type Page, uniqueEmail } from "../support/fixtures";
import { test } from "../support/records";
import { saveScreenshot } from "../support/screenshots";
import { COMPANY } from "../support/workspace";

/** A screenshot of the second person's page (the `snap` fixture shows the first's). */
const shot = (page: Page, name: string) => saveScreenshot(page, `laptop-${name}`);

// Issue 19: a practice of several people. The owner invites an assistant from /company; the
// assistant opens the e-mailed link signed out, creates an account, comes back to the link and
// joins; prepares a scenario for a client but cannot lock it (no Lock action, and the API
// refuses); the owner locks it.

test("owner invites an assistant, who signs up through the link, prepares a scenario the owner locks", async ({
  page,
  client,
  browser,
  snap,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("assistant");

  // The owner invites from the Members section of /company.
  await page.goto("/company");
  const members = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Members", exact: true }) });
  await expect(members.getByRole("table", { name: "Members" })).toContainText("Pieter Botha");
  const invite = page.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Role").click();
  await page.getByRole("option", { name: "Assistant" }).click();
  // Whom the assistant prepares for is asked with the invitation: the inviting owner by default.
  await expect(invite.getByRole("combobox", { name: "Prepares for" })).toBeVisible();
  await expect(invite).toContainText("Pieter Botha");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  const pending = page.getByRole("table", { name: "Pending invitations" });
  await expect(pending).toContainText(email);
  await expect(pending).toContainText("Assistant");
  await members.scrollIntoViewIfNeeded();
  await snap("company-members");

  // The assistant, signed out, opens the link: sign in first, or create the account.
  const link = await linkFromMail(email, /invites you to/i, "/invitations/accept");
  const assistantContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  await assistant.goto(link);
  await expect(assistant.getByRole("heading", { name: "Join a practice" })).toBeVisible();
  await shot(assistant, "accept-invitation-signed-out");
  await assistant.getByRole("link", { name: "Create an account" }).click();
  await expect(assistant).toHaveURL(/\/register\?next=/);
  await assistant.getByLabel("Name", { exact: true }).fill("Asha Naidoo");
  await assistant.getByLabel("E-mail", { exact: true }).fill(email);
  await assistant.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await assistant.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await assistant.getByRole("button", { name: "Create account" }).click();
  await expect(assistant.getByText(/check your e-mail/i).first()).toBeVisible();
  await assistant.goto(await linkFromMail(email, /confirm your e-mail/i, "/api/auth/verify-email"));
  await expect(assistant).toHaveURL(/\/login\?verified=1&next=/);
  await assistant.getByLabel("E-mail", { exact: true }).fill(email);
  await assistant.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await assistant.getByRole("button", { name: "Sign in" }).click();

  // Back on the link: the company and role, then Accept.
  await expect(assistant).toHaveURL(/\/invitations\/accept\?token=/);
  await expect(assistant.getByText(COMPANY.accountName)).toBeVisible();
  await expect(assistant.getByText("Assistant", { exact: true })).toBeVisible();
  await shot(assistant, "accept-invitation");
  await assistant.getByRole("button", { name: "Accept and join" }).click();
  await expect(assistant).toHaveURL(/\/clients$/);
  // Their first day: the owner's clients, whom they were invited to prepare for (review N4).
  await expect(assistant.locator(`a[href="/clients/${client.id}"]`).first()).toBeVisible();
  await expect(assistant.getByText("No clients yet")).toHaveCount(0);

  // The owner's Members table shows whom the assistant prepares for.
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Asha Naidoo");
  await expect(row).toContainText("Pieter Botha");
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);
  await snap("company-members-joined");

  // The assistant: no billing in the menu, company details read-only.
  await assistant.getByRole("button", { name: /Account menu/ }).click();
  await expect(assistant.getByRole("menuitem", { name: "My Company Details" })).toBeVisible();
  await expect(assistant.getByRole("menuitem", { name: "Subscriptions" })).toHaveCount(0);
  await assistant.keyboard.press("Escape");
  await assistant.goto("/company");
  await expect(
    assistant.getByText("Only the practice's owner can change these details."),
  ).toBeVisible();
  await expect(assistant.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(assistant.getByText(/role Assistant/)).toBeVisible();
  await shot(assistant, "company-assistant");

  // The client page: prepare, but no delete, erase or issuing a record of advice.
  await assistant.goto(`/clients/${client.id}`);
  await expect(assistant.getByRole("heading", { level: 1, name: client.name })).toBeVisible();
  await expect(assistant.getByRole("button", { name: /^More actions for/ })).toHaveCount(0);
  await expect(assistant.getByRole("button", { name: "Erase permanently" })).toHaveCount(0);
  await expect(assistant.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  // A record of advice: the assistant may draft one; issuing it is an adviser's.
  await assistant.getByRole("link", { name: "Record of advice" }).click();
  await expect(
    assistant.getByRole("heading", { level: 1, name: "Record of advice" }),
  ).toBeVisible();
  await expect(assistant.getByRole("button", { name: /^Issue version/ })).toHaveCount(0);
  await assistant.goto(`/clients/${client.id}`);
  await assistant.getByRole("tab", { name: "Calculations" }).click();
  await assistant.getByRole("button", { name: "New tax scenario" }).click();
  const dialog = assistant.getByRole("dialog", { name: "New tax scenario" });
  await dialog.getByLabel("Scenario name").fill("Prepared by Asha");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(assistant).toHaveURL(/\/scenario\/[^/]+$/);
  const scenarioId = assistant.url().split("/").at(-1) ?? "";
  await assistant.getByRole("textbox", { name: "Salary", exact: true }).fill("640 000");
  await assistant.keyboard.press("Control+s");
  await expect(assistant.getByText("All changes saved")).toBeVisible();
  await expect(assistant.getByRole("button", { name: "Lock", exact: true })).toHaveCount(0);
  await expect(assistant.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await shot(assistant, "scenario-assistant");

  // The server refuses what the screen hides.
  const refused = await assistant.request.post(`/api/v1/scenarios/${scenarioId}/lock`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("company/role-forbidden");

  // The owner reviews and locks it.
  await page.goto(`/scenario/${scenarioId}`);
  await expect(page.getByRole("textbox", { name: "Scenario name" })).toHaveValue(
    "Prepared by Asha",
  );
  await page.getByRole("button", { name: "Lock", exact: true }).click();
  await expect(page.getByText("Locked — read-only")).toBeVisible();

  // The assistant now sees it locked, with no Unlock, and told whom to ask.
  await assistant.reload();
  await expect(assistant.getByText("Locked — read-only")).toBeVisible();
  await expect(assistant.getByText("An adviser can unlock it for changes.")).toBeVisible();
  await expect(assistant.getByRole("button", { name: "Unlock" })).toHaveCount(0);
  await assistantContext.close();

  // Removing her: as an assistant she holds no clients, so the dialog asks nothing; once she
  // advises, it asks whom her clients go to (by default the owner removing her).
  await page.goto("/company");
  const asha = page.getByRole("row").filter({ hasText: email });
  await asha.getByRole("button", { name: "Remove Asha Naidoo" }).click();
  const remove = page.getByRole("dialog", { name: "Remove Asha Naidoo?" });
  await expect(remove).toContainText("responsible for no clients");
  await expect(remove.getByLabel("Hand their clients to")).toHaveCount(0);
  await snap("company-remove-assistant");
  await remove.getByRole("button", { name: "Cancel" }).click();
  await asha.getByLabel("Role of Asha Naidoo").click();
  await page.getByRole("option", { name: "Adviser", exact: true }).click();
  await expect(page.getByText("Asha Naidoo's role changed")).toBeVisible();
  await asha.getByRole("button", { name: "Remove Asha Naidoo" }).click();
  await expect(remove.getByLabel("Hand their clients to")).toHaveValue("Pieter Botha (Owner)");
  await expect(remove).toContainText("stay with the practice and go to Pieter Botha");
  await snap("company-remove-adviser");
  await remove.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByText("Asha Naidoo removed from the practice")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
});
