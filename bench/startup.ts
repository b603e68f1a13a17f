import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./start-server";
import { ensureWebBuild } from "./web-build";

/** Time from spawning the server to /readyz answering, first start (migrations) and restarts. */
export async function benchStartup() {
  ensureWebBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "adt-startup-"));
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    const server = await startServer(3411, { DATA_DIR: dataDir });
    times.push(server.readyMs);
    await server.stop();
  }
  const [first, ...restarts] = times;
  const sorted = restarts.sort((a, b) => a - b);
  console.log(
    `first start on an empty DATA_DIR (creates the database): ${Math.round(first ?? 0)} ms`,
  );
  console.log(
    `restart on the same DATA_DIR: median ${Math.round(sorted[1] ?? 0)} ms (min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted[2] ?? 0)}) — budget ≤ 3000 ms`,
  );
}
