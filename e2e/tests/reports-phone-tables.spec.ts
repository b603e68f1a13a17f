import { expect, type Page, test } from "../support/records";
import { saveScreenshot } from "../support/screenshots";

// Every report table reads on a phone (390 px): a heading never breaks inside a word ("Y / e / ar"),
// and a table wider than the screen says so ("Scroll sideways for more columns", a fade on the
// hidden edge) instead of cutting a column off without a cue.

const RECORDS = [
  {
    kind: "scenario",
    path: "scenarios",
    body: { scenarioName: "Phone tables", taxYear: 2027, inputs: { age: 44, salary: 1_150_000 } },
  },
  { kind: "transfer-duty", path: "transfer-duties", body: { description: "Phone tables" } },
  {
    kind: "home-loan-repayment",
    path: "home-loan-repayments",
    body: {
      description: "Phone tables",
      inputs: {
        loanAmount: 2_500_000,
        annualRatePercent: 10.25,
        termMonths: 240,
        startDate: "2027-01-01",
        monthlyServiceFee: 69,
        extraMonthly: 3_000,
      },
    },
  },
  {
    kind: "investment-comparison",
    path: "investment-comparisons",
    body: {
      description: "Phone tables",
      inputs: {
        horizonYears: 25,
        inflationPercent: 5,
        marginalTaxRate: 0.41,
        options: ["retirement-annuity", "tfsa", "discretionary"].map((wrapper, i) => ({
          kind: "market",
          label: `Option ${i + 1}`,
          wrapper,
          monthlyContribution: 3_000,
          growthPercent: 8,
          annualFeePercent: 0,
        })),
      },
    },
  },
] as const;

/** Table headings whose words are drawn on more than one line (a word broken mid-way). */
function brokenHeadingWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const report = document.querySelector('article[aria-label="Report"]');
    for (const th of report?.querySelectorAll("th") ?? []) {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Each scroll region of the report: wider than its box, and whether it shows the cue. */
function scrollRegions(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('article[aria-label="Report"] section[aria-label]')]
      .filter((box) => getComputedStyle(box).overflowX === "auto")
      .map((box) => {
        const frame = box.parentElement;
        const hint = frame?.querySelector<HTMLElement>("[data-scroll-hint]");
        return {
          name: box.getAttribute("aria-label") ?? "",
          wider: box.scrollWidth > box.clientWidth + 1,
          hint: Boolean(
            hint && hint.offsetParent !== null && hint.getBoundingClientRect().height > 0,
          ),
          fade: frame?.hasAttribute("data-more-right") ?? false,
        };
      }),
  );
}

for (const record of RECORDS) {
  test(`${record.kind} report tables read on a phone`, async ({ page, client, snap }) => {
    const response = await page.request.post(`/api/v1/${record.path}`, {
      data: { clientId: client.id, ...record.body },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${record.kind}/${id}/report`);
    const report = page.getByRole("article", { name: "Report" });
    await expect(report.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(report.locator("table").first()).toBeVisible();

    expect(await brokenHeadingWords(page)).toEqual([]);
    // Polled: the cue follows the table's measured width once it is laid out.
    await expect
      .poll(async () =>
        (await scrollRegions(page))
          .filter((r) => r.wider && !(r.hint && r.fade))
          .map((r) => r.name),
      )
      .toEqual([]);
    // A region that fits shows no cue.
    for (const region of await scrollRegions(page)) {
      if (!region.wider) expect(region.hint, region.name).toBe(false);
    }
    await snap(`report-phone-${record.kind}`);

    // Scrolled to its right end, a table loses the fade: nothing more is hidden there.
    const wide = (await scrollRegions(page)).find((r) => r.wider);
    if (wide) {
      const box = report.getByRole("region", { name: wide.name });
      await saveScreenshot(box.locator(".."), `report-phone-table-${record.kind}`);
      await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(box.locator("..")).not.toHaveAttribute("data-more-right");
    }
  });
}
