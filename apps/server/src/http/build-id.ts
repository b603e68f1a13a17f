import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** Identifies the web build being served (its index.html names every hashed asset). */
export async function webBuildId(distDir: string): Promise<string> {
  try {
    const html = await readFile(path.join(distDir, "index.html"));
    return createHash("sha256").update(html).digest("hex").slice(0, 12);
  } catch {
    return "development";
  }
}
