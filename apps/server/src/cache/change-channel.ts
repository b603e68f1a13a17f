import type { Database } from "#server/db/database";
import { notifyChannel } from "#server/db/notify";

/**
 * A named change signal shared by every server instance: `publish` tells all of them (through
 * PostgreSQL NOTIFY, or PGlite's in-process equivalent), `subscribe` hears each payload.
 */
export async function createChangeChannel(database: Database, channel: string) {
  const listeners = new Set<(payload: string) => void>();
  const unlisten = await database.listen(channel, (payload) => {
    for (const listener of listeners) listener(payload);
  });
  return {
    /** Tells this instance at once, and every other instance through the database. */
    async publish(payload: string) {
      for (const listener of listeners) listener(payload);
      await notifyChannel(database.db, channel, payload);
    },
    subscribe(listener: (payload: string) => void) {
      listeners.add(listener);
    },
    close: unlisten,
  };
}

export type ChangeChannel = Awaited<ReturnType<typeof createChangeChannel>>;
