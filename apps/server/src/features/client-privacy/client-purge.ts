import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { purgeExpiredClients } from "./erase/purge-expired-clients";
import { purgeExpiredRecords } from "./erase/purge-expired-records";

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Erases clients and records whose restore window has ended (restricting those FAIS still keeps,
 * ADR 050) and restricted clients whose period has ended: once the server listens, then every
 * hour, on every instance (both purges are safe to run concurrently).
 */
export function scheduleClientPurge(app: FastifyInstance, db: Db) {
  const purge = async () => {
    try {
      const clients = await purgeExpiredClients(db);
      const records = await purgeExpiredRecords(db);
      if (clients.erased + clients.restricted + records > 0) {
        app.log.info(
          { clients: clients.erased, restricted: clients.restricted, records },
          "clients and records past their restore window or FAIS period erased (or restricted)",
        );
      }
    } catch (error) {
      app.log.error({ err: error }, "erasing clients and records past their window failed");
    }
  };
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  // Once listening, not before: nothing a request does waits for it (off the start-up path).
  app.addHook("onListen", async () => {
    void purge();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
