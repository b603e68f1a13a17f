import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/**
 * The JavaScript a fresh page fetches while `open` runs: every .js response, gzip-compressed,
 * summed (as the bundle bench measures it). `bytes` is what a budget is checked against (`kb`,
 * rounded, is for the log); `files` lists each with its size.
 */
export async function javascriptLoadedBy(page: Page, open: () => Promise<void>) {
  const sizes: Promise<number>[] = [];
  const files: string[] = [];
  page.on("response", (response) => {
    const file = new URL(response.url()).pathname;
    if (file.endsWith(".js")) {
      sizes.push(
        response.body().then((body) => {
          const gzip = gzipSync(body).length;
          files.push(`${file}: ${(gzip / 1024).toFixed(1)} KB`);
          return gzip;
        }),
      );
    }
  });
  await open();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return {
    bytes: total,
    kb: Math.round((total / 1024) * 100) / 100,
    count: sizes.length,
    files: files.sort(),
  };
}
