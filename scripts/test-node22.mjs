// `npm run test:node22`: the unit and integration suite on Node 22 next to the machine's Node.
// Node 22 comes from the registry's per-platform Node package (what the `node` package installs),
// pinned, into node_modules/.cache, and goes first on PATH so the servers and workers the tests
// start run on it too.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const NODE22 = "22.23.3";
const root = path.resolve(import.meta.dirname, "..");
const prefix = path.join(root, "node_modules/.cache/node22");
const pkg = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
const bin = path.join(prefix, "node_modules", pkg, "bin");

if (!existsSync(path.join(bin, "node"))) {
  console.log(`Installing Node ${NODE22} (${pkg}) into ${path.relative(root, prefix)}…`);
  execFileSync("npm", ["install", "--no-save", "--prefix", prefix, `${pkg}@${NODE22}`], {
    stdio: "inherit",
  });
}
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
console.log(execFileSync("node", ["--version"], { env, encoding: "utf8" }).trim());
execFileSync("node", ["node_modules/vitest/vitest.mjs", "run", ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: "inherit",
});
