import { execSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchPort, type RunningServer, startServer } from "./start-server";
import { ROOT } from "./web-build";

const RESTARTS = 5;
const RESTART_BUDGET_MS = 1_500;
const FRESH_START_BUDGET_MS = 45_000;

/** The per-step times the server logs when ready (see apps/server/src/startup-phases.ts). */
function startupPhases(server: RunningServer): Record<string, number> {
  for (const line of server.output().split("\n")) {
    if (!line.includes('"startupMs"')) continue;
    return (JSON.parse(line) as { startupMs: Record<string, number> }).startupMs;
  }
  return {};
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * `npm start` on a fresh clone after `npm ci`: build the web app and compile the server, then the
 * first start on an empty DATA_DIR (creates the database). Then restarts on that DATA_DIR, each
 * step of start-up (module loading, database open, migrations check, rate-table seeding, …)
 * printed as a median so the slow one is visible.
 */
export async function benchStartup() {
  const buildStarted = performance.now();
  execSync("npm run build", { cwd: ROOT, stdio: "ignore" });
  const buildMs = performance.now() - buildStarted;

  const dataDir = await mkdtemp(path.join(tmpdir(), "adt-startup-"));
  const first = await startServer(benchPort(1), { DATA_DIR: dataDir });
  await first.stop();
  const restarts: { readyMs: number; phases: Record<string, number> }[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    const server = await startServer(benchPort(1), { DATA_DIR: dataDir });
    // Read once stopped: the server writes its log in batches and flushes the rest on close.
    await server.stop();
    restarts.push({ readyMs: server.readyMs, phases: startupPhases(server) });
  }
  const fresh = buildMs + first.readyMs;
  console.log(
    `fresh machine, \`npm start\` after \`npm ci\` (build ${Math.round(buildMs)} ms + first start ${Math.round(first.readyMs)} ms): ${Math.round(fresh)} ms — goal ≤ ${FRESH_START_BUDGET_MS} ms ${fresh <= FRESH_START_BUDGET_MS ? "(met)" : "(MISSED)"}; npm ci itself is not timed`,
  );
  const readyTimes = restarts.map((r) => r.readyMs);
  const restart = median(readyTimes);
  console.log(
    `restart on an existing DATA_DIR (embedded database), spawn to /readyz: median ${Math.round(restart)} ms (min ${Math.round(Math.min(...readyTimes))}, max ${Math.round(Math.max(...readyTimes))}, ${RESTARTS} restarts) — goal ≤ ${RESTART_BUDGET_MS} ms ${restart <= RESTART_BUDGET_MS ? "(met)" : "(MISSED)"}`,
  );
  console.log("  median per step (ms, as the server logs them when ready):");
  for (const step of Object.keys(restarts[0]?.phases ?? {}))
    console.log(
      `    ${step.padEnd(28)} ${String(median(restarts.map((r) => r.phases[step] ?? 0))).padStart(6)}`,
    );
  console.log(
    "    (PDF workers and their fonts start with the first PDF, not here; see the reports bench)",
  );
}
