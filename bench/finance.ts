import { spawnSync } from "node:child_process";
import path from "node:path";

/** The calculation engine's medians (mitata), in a child process so nothing else is warm. */
export async function benchFinance() {
  const script = path.resolve(import.meta.dirname, "../packages/finance/bench/run.ts");
  const result = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("finance benchmark failed");
}
