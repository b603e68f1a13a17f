import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `work` every `intervalMs` (and on `kick()`), one run at a time; stops with the app. The
 * rows it works on are durable, so a run lost to a restart is done by the next one.
 */
export function startPollingWorker(options: {
  name: string;
  work: () => Promise<Record<string, number>>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = options
      .work()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) options.log.info(counts, options.name);
      })
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 30_000);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
