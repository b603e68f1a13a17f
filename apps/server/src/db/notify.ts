import { sql } from "drizzle-orm";
import type { Db } from "./database";

/**
 * Signals every server instance LISTENing on `channel` (PostgreSQL NOTIFY, or PGlite's in-process
 * equivalent). Inside a transaction the signal goes out when it commits, and not at all if it
 * rolls back.
 */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
