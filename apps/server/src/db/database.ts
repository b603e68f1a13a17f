import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` holding a database-wide lock, so concurrent instances do not race (migrations). */
  withExclusiveLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Raw LISTEN support for change fan-out across instances (PostgreSQL and PGlite alike). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { pgliteMemory: true };

const MIGRATION_LOCK_ID = 7_340_112;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) return openPostgres(target.url);
  const client = "pgliteDir" in target ? new PGlite(target.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // PGlite is a single connection in one process: nothing can run between our statements.
    withExclusiveLock: (fn) => fn(db),
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  await pool.query("select 1");
  return {
    db,
    kind: "postgres",
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        return await fn(drizzleNodePg({ client, schema, casing: "snake_case" }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, onMessage) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      };
      client.on("notification", handler);
      await client.query(`listen "${channel.replaceAll('"', "")}"`);
      return async () => {
        client.off("notification", handler);
        await client.query(`unlisten "${channel.replaceAll('"', "")}"`).catch(() => {});
        client.release();
      };
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
  };
}
