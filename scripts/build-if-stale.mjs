// Builds the web app only when its sources are newer than the last build, so `npm start`
// is quick after the first run.
import { execSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const marker = path.join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "packages"];

function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const built = newestMtime(marker);
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || changed > built) {
  console.log("Building the web app…");
  execSync("npm run build -w @adviser-desk/web", { cwd: root, stdio: "inherit" });
}
