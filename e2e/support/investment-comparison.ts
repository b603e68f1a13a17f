import { expect, type Page } from "./records";

/*
 * The investment comparison's screen as its specs reach it: a new comparison made from the
 * client's Calculations tab, an option's card and an option's result by their accessible names.
 */

/** "New investment comparison" from the client's page; resolves on the new record's screen. */
export async function newComparison(page: Page, clientId: string, description: string) {
  await page.goto(`/clients/${clientId}?tab=calculations`);
  await page.getByRole("button", { name: "New investment comparison" }).click();
  const dialog = page.getByRole("dialog", { name: "New investment comparison" });
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/investment-comparison\/[0-9a-f-]{36}$/);
}

/** Option n's card (1-based). */
export const option = (page: Page, n: number) => page.getByRole("region", { name: `Option ${n}` });

/** The result card of the option named `label`. */
export const resultOf = (page: Page, label: string) =>
  page.getByRole("region", { name: `Result of ${label}` });
