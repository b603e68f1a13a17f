import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/database";
import type { SubscriptionsApi } from "../payfast/subscriptions-api";
import { startPollingWorker } from "../polling-worker";
import { deliverDueSeatChanges } from "./deliver-seat-changes";

/** Moves PayFast agreements to their seat counts every 30 s, and on `kick()` after a change. */
export function startSeatChangeWorker(options: {
  db: Db;
  api: Pick<SubscriptionsApi, "update">;
  log: FastifyBaseLogger;
  callerChanged: (ownerUserId: string) => Promise<void>;
}) {
  return startPollingWorker({
    name: "PayFast seat changes",
    log: options.log,
    work: () =>
      deliverDueSeatChanges(options.db, {
        api: options.api,
        now: new Date(),
        callerChanged: options.callerChanged,
      }),
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Ask the seat-change worker to send now: call after a membership change commits. */
    seatChanges: { kick: () => void };
  }
}
