import { expect, type Page, test as workspace } from "./workspace";

// Fixtures for the record journeys: a subscribed adviser (workspace's `adviser`: signed up via
// the API, verified through the SMTP sink link, signed in, company, free trial) with one client,
// and records created straight through the API so each test starts where it needs to.

export interface ClientFixture {
  id: string;
  name: string;
}

export const test = workspace.extend<{ client: ClientFixture }>({
  client: async ({ page, adviser }, use) => {
    expect(adviser.email).toContain("@");
    const response = await page.request.post("/api/v1/clients", {
      data: { clientName: "Thandi", clientSurname: "Nkosi" },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await use({ id, name: "Thandi Nkosi" });
  },
});

type Collection =
  | "scenarios"
  | "transfer-duties"
  | "home-loan-repayments"
  | "investment-comparisons";

/** POST /api/v1/<collection> for the client; returns the new record's id. */
export async function createRecord(
  page: Page,
  collection: Collection,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await page.request.post(`/api/v1/${collection}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An amount as the screens show it ("R 850 000,00", en-ZA with non-breaking spaces). */
export function amount(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "\\s");
  return new RegExp(`^${escaped}$`);
}

/** Types into a money field and leaves it, so it shows its en-ZA formatting. */
export async function typeAmount(page: Page, label: string, text: string) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  await field.fill(text);
  await field.blur();
}

/** Phone screenshots within a laptop test: the viewport of an iPhone 12–15 (390 × 844). */
export async function atPhoneSize(page: Page, run: () => Promise<void>) {
  const laptop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await run();
  } finally {
    if (laptop) await page.setViewportSize(laptop);
  }
}

/** The "Current" / "Recently deleted" switch over the record lists of the Calculations tab. */
export async function showRecords(page: Page, view: "Current" | "Recently deleted") {
  await page.getByRole("radiogroup", { name: "Which records to show" }).getByText(view).click();
  await expect(page).toHaveURL(
    view === "Current" ? /\/clients\/[^/?]+\?tab=calculations$/ : /tab=calculations&view=deleted/,
  );
}

export { expect, type Page };
