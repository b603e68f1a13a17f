import { inviteAndJoin, subscribeThroughSimulator } from "../support/practice-steps";
import { createCompany, expect, test } from "../support/workspace";

// Per-seat billing through the PayFast simulator: the owner pays seats × plan price, and when a
// member joins, PayFast's monthly amount follows (the simulator's `update` call), on screen; a
// member who leaves stays covered by the next debit, and the screen says so (ADR 031).

test("the owner sees seats × price; a member joins and the monthly debit follows", async ({
  page,
  newcomer,
  snap,
  browser,
}) => {
  expect(newcomer.email).toContain("@");
  await createCompany(page);
  expect((await page.request.patch("/api/v1/company", { data: { welcomed: true } })).ok()).toBe(
    true,
  );
  await page.goto("/subscriptions");
  await expect(page.getByTestId("seat-price")).toContainText(
    /^1 seat × R\s999,99 = R\s999,99 a month\./,
  );
  await subscribeThroughSimulator(page);

  const joiner = await inviteAndJoin(page, browser, "adviser");
  await joiner.context.close();

  // The join queued PayFast's update; the screen shows the new amount once PayFast confirmed it.
  await expect(async () => {
    await page.goto("/subscriptions");
    // The screen has its billing (the line shows) before its figure is judged.
    await expect(page.getByTestId("seat-price")).toBeVisible();
    await expect(page.getByTestId("seat-price")).toContainText(
      /^2 seats × R\s999,99 = R\s1\s999,98 a month\./,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByText(
      /^PayFast debits R\s1\s999,98 from your card every month, next on \d{2} [A-Z][a-z]+ \d{4}\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByTestId("seats-billed")).toHaveText(
    /^Your next debit covers 2 seats, one for each member\. A member who leaves is still billed at the next debit, for the period they used\.$/,
  );
  await snap("billing-seats");

  // The member leaves before the next debit: that debit still covers the seat they used.
  const { members } = await (await page.request.get("/api/v1/company/members")).json();
  const left = members.find((member: { role: string }) => member.role === "adviser");
  expect((await page.request.delete(`/api/v1/company/members/${left.userId}`)).status()).toBe(204);
  await page.goto("/subscriptions");
  await expect(page.getByTestId("seats-billed")).toHaveText(
    /^Your next debit covers 2 seats: the most members your practice had at once since the last debit \(1 now\)\. From the debit after it, 1 seat\.$/,
  );
  await expect(page.getByTestId("seat-price")).toContainText(/^2 seats × R\s999,99/);
  await snap("billing-seats-after-a-member-left");
});
