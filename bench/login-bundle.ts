import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { firstChunkContents } from "./first-chunk-contents";
import { benchPort, startServer } from "./start-server";
import { ensureBuilt } from "./web-build";

export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/** Loads a screen in Chromium and sums the gzip size of every JavaScript file it fetched. */
export async function javascriptLoadedBy(url: string) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    const files: { url: string; raw: number; gzip: number }[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const body = await response.body();
      files.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
      });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return files;
  } finally {
    await browser.close();
  }
}

const GOAL_KB = 110;

export async function benchLoginBundle() {
  ensureBuilt();
  const server = await startServer(benchPort(2));
  try {
    const files = await javascriptLoadedBy(`${server.url}/login`);
    for (const f of files)
      console.log(
        `  ${f.url}: ${(f.raw / 1024).toFixed(1)} KB raw, ${(f.gzip / 1024).toFixed(1)} KB gzip`,
      );
    const total = files.reduce((s, f) => s + f.gzip, 0) / 1024;
    console.log(
      `JavaScript loaded by /login: ${total.toFixed(1)} KB gzip in ${files.length} files — goal ≤ ${GOAL_KB} KB ${total <= GOAL_KB ? "(met)" : "(MISSED)"}`,
    );
    const contents = await firstChunkContents();
    const minified = contents.reduce((n, c) => n + c.bytes, 0);
    console.log("  the first chunk by package (minified bytes, share):");
    for (const c of contents.slice(0, 10))
      console.log(
        `    ${c.name.padEnd(28)} ${(c.bytes / 1024).toFixed(1).padStart(7)} KB  ${((c.bytes / minified) * 100).toFixed(1).padStart(5)} %`,
      );
  } finally {
    await server.stop();
  }
}
