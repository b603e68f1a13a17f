/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { saveScreenshot } from "./screenshots";

// One check for every screen, at a laptop's and a phone's size: WCAG 2.2 AA by axe-core (fails on
// serious and critical violations), nothing wider than the window, no control whose text is cut
// off, the selected tab in view; then a full-page screenshot to look at.

export const SIZES = {
  laptop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type Size = keyof typeof SIZES;

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Whether every frame of the page is the page's own origin (or blank). Then axe's legacy mode, one
 * `axe.run` in the page, checks exactly what its default does: that default runs each frame on its
 * own and joins the results in a new blank page, which opens a page and injects axe twice per
 * check. Legacy mode skips only cross-origin frames, so a page with one keeps the default.
 */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .every(
      (frame) =>
        ["about:blank", "about:srcdoc", ""].includes(frame.url()) ||
        new URL(frame.url()).origin === origin,
    );
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(framesAreSameOrigin(page))
    .analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`,
          )
          .join("\n")}`,
    );
}

/** Layout faults a person would see: sideways scrolling, clipped labels, a tab out of view. */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      faults.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const labels = document.querySelectorAll(
      ".mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label",
    );
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      if (box.width === 0 || (label.textContent ?? "").trim() === "") continue;
      if (label.scrollWidth > label.clientWidth + 1) faults.push(`${describe(label)} is cut off`);
    }
    // A navigation's links are all reachable at a glance: none hidden past the window's edge
    // (the admin bar scrolled sideways with no sign of more, its last link cut at 390 px).
    for (const link of document.querySelectorAll("nav a")) {
      const box = link.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1)) {
        faults.push(`navigation ${describe(link)} is past the window's edge`);
      }
    }
    for (const tab of document.querySelectorAll('[role="tab"][aria-selected="true"]')) {
      const box = tab.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1)) {
        faults.push(`selected ${describe(tab)} is out of view`);
      }
    }
    return faults;
  });
}

/**
 * Checks the screen now showing and saves `<project>-a11y-<size>-<name>.png`. Call it once the
 * screen's heading is visible.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, size: Size, name: string) {
  await expect(page.getByRole("status", { name: "Loading page" })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect.soft(await axeViolations(page), `axe: ${name} at ${size}`).toEqual([]);
  expect.soft(await layoutFaults(page), `layout: ${name} at ${size}`).toEqual([]);
  await saveScreenshot(page, `${testInfo.project.name}-a11y-${size}-${name}`);
}
