import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, open } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt, ROOT } from "./web-build";

/**
 * The bench's ports: BENCH_PORT_BASE (4400 by default, clear of the app's 3000 and the e2e
 * ports 3100–3900) plus a number per bench.
 */
const READY_TIMEOUT_MS = 120_000;

export const benchPort = (n: number) => Number(process.env.BENCH_PORT_BASE ?? 4400) + n;

export interface RunningServer {
  url: string;
  process: ChildProcess;
  readyMs: number;
  /** Everything the server printed to stdout so far (pino JSON lines). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` does (compiled, built if stale) and waits for /readyz. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  ensureBuilt();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "adt-bench-")));
  return startNodeProcess("apps/server/dist/main.js", port, dataDir, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ...env,
  });
}

/**
 * Starts the bare Fastify reference (bench/bare-fastify.mjs) answering GET /api/v1/me with `body`,
 * the same way as the server: its own process, the same Node flags, a port of the same scheme.
 */
export async function startBareFastify(port: number, body: string): Promise<RunningServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "adt-bench-bare-"));
  return startNodeProcess("bench/bare-fastify.mjs", port, dir, { BARE_BODY: body });
}

/**
 * Runs `script` with BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=…`), on `port`,
 * printing into `logDir`/server.log, and waits until /readyz answers.
 */
async function startNodeProcess(
  script: string,
  port: number,
  logDir: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const url = `http://localhost:${port}`;
  const logPath = path.join(logDir, "server.log");
  const logFile = await open(logPath, "w");
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ") ?? []), "--enable-source-maps", script],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), PUBLIC_URL: url, ...env },
      // The server logs into a file, so reading its log never competes with the load generator.
      stdio: ["ignore", logFile.fd, "inherit"],
    },
  );
  // A busy machine can take many seconds; a server that never answers stops the bench.
  for (let ready = false; !ready; ) {
    ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > READY_TIMEOUT_MS) {
      child.kill("SIGKILL");
      throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms`);
    }
    if (!ready) await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    output: () => readFileSync(logPath, "utf8"),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          void logFile.close();
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
