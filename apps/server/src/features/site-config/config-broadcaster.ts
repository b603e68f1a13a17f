import type { PublicConfigResponse } from "@adviser-desk/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/database";

type Listener = (config: PublicConfigResponse) => void;

/**
 * Fans site-config changes out to this instance's open event streams. Every instance LISTENs on
 * the same PostgreSQL channel, so a change saved through any instance reaches every browser.
 */
export async function createConfigBroadcaster(options: {
  database: Database;
  channel: string;
  load: () => Promise<PublicConfigResponse>;
  log: FastifyBaseLogger;
}) {
  const listeners = new Set<Listener>();
  let latest = await options.load();
  const unlisten = await options.database.listen(options.channel, () => {
    options
      .load()
      .then((config) => {
        latest = config;
        for (const listener of listeners) listener(config);
      })
      .catch((error: unknown) => options.log.error({ err: error }, "reloading site config failed"));
  });
  return {
    current: () => latest,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: unlisten,
  };
}

export type ConfigBroadcaster = Awaited<ReturnType<typeof createConfigBroadcaster>>;
