import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, open } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./web-build";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  readyMs: number;
  /** Everything the server printed to stdout so far (pino JSON lines). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the real server (`npm start`'s command, without the build step) and waits for /readyz. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "adt-bench-")));
  const url = `http://localhost:${port}`;
  const logPath = path.join(dataDir, "server.log");
  const logFile = await open(logPath, "w");
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ") ?? []),
      "--import",
      "tsx",
      "apps/server/src/main.ts",
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        ...env,
      },
      // The server logs into a file, so reading its log never competes with the load generator.
      stdio: ["ignore", logFile.fd, "inherit"],
    },
  );
  // A fresh embedded database migrates first: on a busy 2-core machine that takes over 20 s.
  let ready = false;
  for (let i = 0; i < 2_400 && !ready; i++) {
    try {
      ready = (await fetch(`${url}/readyz`)).ok;
      if (ready) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  if (!ready) throw new Error("server not ready after 60 s");
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
