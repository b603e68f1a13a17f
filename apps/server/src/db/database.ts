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
  /** Connections in use and waiting (metrics). The embedded database is one connection, no pool. */
  poolStats(): { total: number; idle: number; waiting: number };
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
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  await pool.query("select 1");
  const listener = notificationListener(url);
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
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    async ping() {
      await pool.query("select 1");
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection carries every LISTEN channel of this instance, so notifications never
 * take connections from the query pool.
 */
function notificationListener(url: string) {
  let connecting: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const quoted = (channel: string) => `"${channel.replaceAll('"', "")}"`;
  const connection = () => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      return client;
    })();
    return connecting;
  };
  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      const client = await connection();
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        await client.query(`listen ${quoted(channel)}`);
      }
      channelHandlers.add(onMessage);
      return async () => {
        channelHandlers.delete(onMessage);
      };
    },
    async close() {
      if (connecting) await (await connecting).end();
    },
  };
}
