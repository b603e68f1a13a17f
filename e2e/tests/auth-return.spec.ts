import { PASSWORD } from "../support/fixtures";
import { createRecord, expect, test } from "../support/records";
import { saveScreenshot } from "../support/screenshots";

// Signing in from a bookmark: the record asked for, not the client list. A wrong password is
// said beside the form, once.

test("a bookmarked record opened while signed out is shown right after signing in", async ({
  browser,
  page,
  adviser,
  client,
}) => {
  const id = await createRecord(page, "scenarios", {
    clientId: client.id,
    scenarioName: "Retire at 60",
    taxYear: 2027,
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`/scenario/${id}`);
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=%2Fscenario%2F${id}$`));

  await visitor.getByLabel("E-mail", { exact: true }).fill(adviser.email);
  await visitor.getByLabel("Password", { exact: true }).fill("not-the-password");
  await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
  const refusal = visitor.getByRole("alert").filter({ hasText: "Wrong e-mail or password." });
  await expect(refusal).toBeVisible();
  await expect(visitor.getByText(/invalid email or password/i)).toHaveCount(0);
  await saveScreenshot(visitor, "laptop-login-wrong-password", { fullPage: false });

  await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/scenario/${id}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: "Retire at 60" })).toBeVisible();
  await context.close();
});
