import { inviteAndJoin } from "../support/practice-steps";
import { expect, test } from "../support/workspace";

// Client visibility in a practice (ADR 030): a second adviser who joined the owner's practice
// cannot see the owner's client until the owner shares it with them from the client's page; its
// address tells them why they cannot open it.

test("a second adviser sees a client of the first only once it is shared", async ({
  page,
  browser,
  adviser,
  snap,
}) => {
  const client = await page.request.post("/api/v1/clients", {
    data: { clientName: "Naledi", clientSurname: "Dlamini" },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;

  // The second adviser joins through the invitation e-mailed to them.
  const {
    person: second,
    context,
    page: secondPage,
  } = await inviteAndJoin(page, browser, "adviser");

  await secondPage.goto("/clients");
  await expect(secondPage.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await expect(secondPage.getByText("Naledi Dlamini")).toHaveCount(0);
  // Opening the client's address says why, not "Page not found" (issue 37), naming nobody.
  await secondPage.goto(`/clients/${clientId}`);
  await expect(
    secondPage.getByRole("heading", { name: "You can't open this client", level: 1 }),
  ).toBeVisible();
  await expect(
    secondPage.getByText(/belongs to another adviser in your practice and is not shared with you/),
  ).toBeVisible();
  await expect(secondPage.getByText("Naledi")).toHaveCount(0);
  await snap("client-not-shared");

  await page.goto(`/clients/${clientId}`);
  await expect(page.getByText(`Responsible adviser: ${adviser.name}`)).toBeVisible();
  await page.getByRole("combobox", { name: "Share with" }).click();
  await page.getByRole("option", { name: second.name }).click();
  await page.keyboard.press("Escape");
  await expect
    .poll(async () => {
      const sharing = await page.request.get(`/api/v1/clients/${clientId}/sharing`);
      return ((await sharing.json()) as { sharedWith: { name: string }[] }).sharedWith;
    })
    .toEqual([expect.objectContaining({ name: second.name })]);
  await snap("client-sharing");

  await secondPage.goto(`/clients/${clientId}`);
  await expect(secondPage.getByRole("heading", { name: "Naledi Dlamini", level: 1 })).toBeVisible();
  await expect(secondPage.getByText("Shared with:")).toBeVisible();
  await expect(secondPage.getByRole("combobox", { name: "Share with" })).toHaveCount(0);
  await context.close();
});
