import { execSync } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Builds the web app and compiles the server when their sources changed (as `npm start` does). */
export function ensureBuilt() {
  execSync("node scripts/build-if-stale.mjs", { cwd: ROOT, stdio: "inherit" });
}
