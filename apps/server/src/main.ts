import { ConfigError, loadConfig } from "./config/env";
import { openConfiguredDatabase } from "./db/open-configured-database";
import { createStartupPhases } from "./startup-phases";

async function main() {
  // performance.now() counts from the process start: this is the time Node took to load our code.
  const phases = createStartupPhases({ modules: Math.round(performance.now()) });
  const config = loadConfig(process.env);
  // The embedded database takes a while to open: it opens while the rest of the server loads.
  const opening = openConfiguredDatabase(config);
  opening.catch(() => {}); // awaited by buildApp, which reports a failure
  const { buildApp } = await import("./app");
  phases.mark("appModules");
  const app = await buildApp(config, { phases, opening });
  await app.listen({ host: config.host, port: config.port });
  phases.mark("listen");
  app.log.info(
    { startupMs: phases.phases },
    `Adviser Desk ready at ${config.publicUrl} in ${Math.round(performance.now())} ms`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
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
