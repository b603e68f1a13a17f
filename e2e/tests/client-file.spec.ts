import { expect, type Page, test } from "../support/workspace";

// The client file: an adviser builds a client's profile on the client's page (no dialog), links
// a spouse both ways, and a wrong SARS tax reference number is refused with its reason.

async function addClientByApi(page: Page, clientName: string, clientSurname: string) {
  const response = await page.request.post("/api/v1/clients", {
    data: { clientName, clientSurname },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string };
}

test("build a client's profile on the client page; the spouse link shows on both", async ({
  page,
  adviser,
  snap,
}) => {
  expect(adviser.email).toContain("@");
  const thandi = await addClientByApi(page, "Thandi", "Nkosi");
  const sipho = await addClientByApi(page, "Sipho", "Nkosi");
  await page.goto(`/clients/${thandi.id}`);

  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByText("Not given").first()).toBeVisible();
  await profile.getByRole("button", { name: "Edit profile" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await profile.getByLabel("Title", { exact: true }).click();
  await page.getByRole("option", { name: "Mrs", exact: true }).click();
  await profile.getByLabel("Marital status", { exact: true }).click();
  await page.getByRole("option", { name: "Married", exact: true }).click();
  await profile.getByLabel("Marital regime", { exact: true }).click();
  await page
    .getByRole("option", {
      name: "Out of community of property, with accrual",
      exact: true,
    })
    .click();
  await profile.getByLabel("Spouse or partner", { exact: true }).fill("Sipho");
  await page.getByRole("option", { name: "Sipho Nkosi" }).click();
  await profile.getByRole("button", { name: "Add a dependant" }).click();
  await profile.getByLabel("Dependant 1 name").fill("Lwazi Nkosi");
  await profile.getByLabel("Dependant 1 date of birth").fill("2014-03-09");
  await profile.getByLabel("Date of birth", { exact: true }).fill("1980-01-01");
  await profile.getByLabel("Employer").fill("Sasol Ltd");
  await profile.getByLabel("Gross annual income").fill("850 000");
  await profile.getByLabel("SARS tax reference number").fill("0001339051");
  await profile.getByRole("button", { name: "Add a fund" }).click();
  await profile.getByLabel("Fund 1 name").fill("Sasol Pension Fund");
  await profile.getByLabel("Fund 1 value").fill("1 850 000");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(
    profile.getByText("tax reference number is not valid (check the digits)"),
  ).toBeVisible();
  await profile.getByLabel("SARS tax reference number").fill("0001 339 050");
  await snap("client-profile-edit");
  await profile.getByRole("button", { name: "Save changes" }).click();

  await expect(profile.getByRole("button", { name: "Edit profile" })).toBeVisible();
  await expect(profile).toContainText("0001339050");
  await expect(profile).toContainText("Out of community of property, with accrual");
  await expect(profile).toContainText("Lwazi Nkosi, born");
  await expect(profile).toContainText("Sasol Pension Fund: R");
  await snap("client-profile");

  // The page's tabs: the summary first, the calculations next — by keyboard, and in the URL.
  const summaryTab = page.getByRole("tab", { name: "Summary" });
  await expect(summaryTab).toHaveAttribute("aria-selected", "true");
  await summaryTab.focus();
  await page.keyboard.press("ArrowRight");
  const calculationsTab = page.getByRole("tab", { name: "Calculations" });
  await expect(calculationsTab).toBeFocused();
  await expect(calculationsTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(new RegExp(`/clients/${thandi.id}\\?tab=calculations$`));
  await expect(page.getByRole("region", { name: "Profile" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Calculations" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await snap("client-calculations-tab");

  // A new tax scenario starts from what the profile knows, and says so.
  await page.getByRole("button", { name: "New tax scenario" }).click();
  const newScenario = page.getByRole("dialog");
  await expect(newScenario).toContainText(
    "From the client's profile: date of birth 01 January 1980; the age follows the tax year.",
  );
  await expect(newScenario.getByLabel("Tax year")).toHaveValue(/^2027 /);
  await newScenario.getByRole("button", { name: "Cancel" }).click();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/clients/${thandi.id}$`));
  await expect(summaryTab).toHaveAttribute("aria-selected", "true");

  await profile.getByRole("link", { name: "Sipho Nkosi" }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${sipho.id}$`));
  await expect(page.getByRole("region", { name: "Profile" }).getByRole("link")).toHaveText(
    "Thandi Nkosi",
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/clients/${thandi.id}`);
  await expect(profile).toContainText("Sasol Pension Fund: R");
  await snap("client-profile-phone");
  await profile.getByRole("button", { name: "Edit profile" }).click();
  await snap("client-profile-edit-phone");
});
