import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config/env";

async function main() {
  const started = performance.now();
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Adviser Desk ready at ${config.publicUrl} in ${Math.round(performance.now() - started)} ms`,
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
