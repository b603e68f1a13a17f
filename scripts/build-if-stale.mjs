// Builds the web app and compiles the server only when their sources are newer than the last
// build, so `npm start` is quick after the first run, and the browser tests use the build that
// `npm test`'s build gate made beside the other gates.
import { execSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const targets = [
  {
    what: "the web app",
    workspace: "@adviser-desk/web",
    marker: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/login.html",
      "apps/web/vite.config.ts",
      "apps/web/vite.login.config.ts",
      "packages",
    ],
  },
  {
    what: "the server",
    workspace: "@adviser-desk/server",
    marker: "apps/server/dist/main.js",
    sources: [
      "apps/server/src",
      "apps/server/build.mjs",
      "apps/server/compile-server.mjs",
      "packages",
    ],
  },
];

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
    // Tests sit beside the sources but are never part of a build, and the type check writes its
    // .tsbuildinfo into the packages while a build may be running beside it.
    if (entry === "node_modules" || entry === "dist" || /\.(test\.tsx?|tsbuildinfo)$/.test(entry)) {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

for (const target of targets) {
  const built = newestMtime(path.join(root, target.marker));
  const changed = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
  if (built === 0 || changed > built) {
    console.log(`Building ${target.what}…`);
    execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: "inherit" });
  }
}
