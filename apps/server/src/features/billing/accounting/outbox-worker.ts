import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import { startPollingWorker } from "../polling-worker";
import { type AccountingReceiver, deliverDueOutbox, fetchPostJson } from "./deliver-outbox";

/** Delivers the accounting outbox every `intervalMs` (and on `kick()`); stops with the app. */
export function startOutboxWorker(options: {
  db: Db;
  receiver: AccountingReceiver;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  return startPollingWorker({
    name: "accounting outbox",
    log: options.log,
    ...(options.intervalMs ? { intervalMs: options.intervalMs } : {}),
    work: () =>
      deliverDueOutbox(options.db, {
        receiver: options.receiver,
        post: fetchPostJson,
        now: new Date(),
        log: options.log,
      }),
  });
}
