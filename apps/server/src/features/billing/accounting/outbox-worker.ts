import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/database";
import { type AccountingReceiver, deliverDueOutbox, fetchPostJson } from "./deliver-outbox";

/** Polls the outbox every `intervalMs` (and on `kick()`); stops with the app. */
export function startOutboxWorker(options: {
  db: Db;
  receiver: AccountingReceiver;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = deliverDueOutbox(options.db, {
      receiver: options.receiver,
      post: fetchPostJson,
      now: new Date(),
    })
      .then(({ delivered, failed }) => {
        if (delivered || failed) options.log.info({ delivered, failed }, "accounting outbox");
      })
      .catch((error: unknown) => options.log.error({ err: error }, "accounting outbox failed"))
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
