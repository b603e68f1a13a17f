import { execSync } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

export function ensureWebBuild() {
  execSync("node scripts/build-if-stale.mjs", { cwd: ROOT, stdio: "inherit" });
}
