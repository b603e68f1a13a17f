import type { FastifyInstance } from "fastify";
import { ConfigError } from "#server/config/env";
import { openConfiguredDatabase } from "#server/db/open-configured-database";
import { loadConfig } from "./app-config";
import { createStartupPhases } from "./startup-phases";

/**
 * How long SIGTERM waits for in-flight requests, then for the last log lines. Together under 10 s,
 * the stop time-out of Docker and of most supervisors before they send SIGKILL.
 */
const SHUTDOWN_GRACE_MS = 8_000;
const LOG_FLUSH_MS = 1_000;

async function main() {
  // performance.now() counts from the process start: this is the time Node took to load our code.
  const phases = createStartupPhases({ modules: Math.round(performance.now()) });
  const config = loadConfig(process.env);
  // The embedded database takes a while to open: it opens while the rest of the server loads.
  // Connection errors before the app exists are dropped (the pool replaces the client); after, logged.
  let app: FastifyInstance | undefined;
  const opening = openConfiguredDatabase(config, {
    onConnectionError: (error, where) =>
      app?.log.warn({ err: error, where }, "database connection lost; reconnecting"),
  });
  opening.catch(() => {}); // awaited by buildApp, which reports a failure
  const { buildApp } = await import("./app");
  phases.mark("appModules");
  app = await buildApp(config, { phases, opening });
  await app.listen({ host: config.host, port: config.port });
  phases.mark("listen");
  app.log.info(
    { startupMs: phases.phases },
    `Adviser Desk ready at ${config.publicUrl} in ${Math.round(performance.now())} ms`,
  );
  // The PDF worker for small jobs starts now, off the start-up path, so the first PDF is quick.
  app.pdf.warm().catch((error: unknown) => app.log.warn({ err: error }, "PDF warm-up failed"));

  // process.exit waits for the thread pool (Node 22 joins it), so a log line stuck in a blocking
  // write would keep the process alive for ever. Then it ends by SIGTERM's default action instead,
  // which supervisors (systemd, Docker) read as a stop, not a crash.
  const exit = (code: number) => {
    if (app.logs.mayHoldExit()) {
      process.removeAllListeners("SIGTERM");
      process.kill(process.pid, "SIGTERM");
    }
    process.exit(code);
  };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    // Nothing on the way out blocks the thread (no synchronous log flush), so this always fires.
    const forceExit = setTimeout(() => exit(1), SHUTDOWN_GRACE_MS + LOG_FLUSH_MS + 500);
    forceExit.unref();
    let clean = true;
    await Promise.race([
      app.close(),
      new Promise<void>((resolve) =>
        setTimeout(() => {
          clean = false;
          resolve();
        }, SHUTDOWN_GRACE_MS).unref(),
      ),
    ]).catch((error: unknown) => {
      clean = false;
      app.log.error({ err: error }, "closing failed");
    });
    if (!clean) app.log.warn(`not closed after ${SHUTDOWN_GRACE_MS} ms: exiting anyway`);
    await app.logs.close(LOG_FLUSH_MS);
    exit(clean ? 0 : 1);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Adviser Desk failed to start:", error);
  }
  process.exit(1);
});
