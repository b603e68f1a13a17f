import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { releaseClientOnFailedBegin } from "./release-client-on-failed-begin";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `fn` holding a database-wide lock, so concurrent instances do not race (migrations). */
  withExclusiveLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Raw LISTEN support for change fan-out across instances (PostgreSQL and PGlite alike). After
   * the listening connection was lost and has come back, every handler is called once with
   * `RESYNC_PAYLOAD` ("*"): notifications sent meanwhile were missed, so anything may have changed.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  /** Connections in use and waiting (metrics). The embedded database is one connection, no pool. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string }
  /** In memory; `image` (a `dumpDataDir` tarball) starts it from a copy instead of an empty cluster. */
  | { pgliteMemory: true; image?: Blob };

/** What a listener hears after a lost LISTEN connection came back: "anything may have changed". */
export const RESYNC_PAYLOAD = "*";

export interface DatabaseOptions {
  /** A connection failed outside any request (idle pool client, LISTEN client): log it. */
  onConnectionError?: (error: Error, where: "pool" | "listener") => void;
}

const MIGRATION_LOCK_ID = 7_340_112;

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<Database> {
  if ("url" in target) return openPostgres(target.url, options);
  const client =
    "pgliteDir" in target
      ? new PGlite(target.pgliteDir)
      : new PGlite(target.image ? { loadDataDir: target.image } : {});
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

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const onError = options.onConnectionError ?? (() => {});
  // While the server is unreachable, a request fails within seconds (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client whose server went away (restart, fail-over, pg_terminate_backend) emits
  // "error" on the pool; unhandled, that would end the process. The pool drops the client.
  pool.on("error", (error) => onError(error, "pool"));
  // The pool listens only while a client is idle: a client checked out (a transaction between two
  // statements) that loses its server emits "error" with no listener, which would end the process.
  // Every client keeps this one for its whole life; the pool drops a broken client on release.
  pool.on("connect", (client) => client.on("error", (error) => onError(error, "pool")));
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  releaseClientOnFailedBegin(db, pool);
  await pool.query("select 1");
  const listener = notificationListener(url, (error) => onError(error, "listener"));
  await listener.start();
  return {
    db,
    kind: "postgres",
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      const onLockClientError = (error: Error) => onError(error, "pool");
      client.on("error", onLockClientError);
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        return await fn(drizzleNodePg({ client, schema, casing: "snake_case" }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.off("error", onLockClientError);
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

/** The wait before reconnect attempt n (0-based): 250 ms doubling, at most 10 s. */
export const listenerBackoffMs = (failures: number) => Math.min(250 * 2 ** failures, 10_000);

/**
 * One dedicated connection carries every LISTEN channel of this instance, so notifications never
 * take connections from the query pool. When it is lost (database restart, fail-over, network) it
 * reconnects with back-off, re-issues every LISTEN and then tells each handler `RESYNC_PAYLOAD`,
 * because whatever was notified while it was away was missed.
 */
function notificationListener(url: string, onError: (error: Error) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const quoted = (channel: string) => `"${channel.replaceAll('"', "")}"`;
  let current: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const dropped = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    connecting = undefined;
    client.end().catch(() => {});
    scheduleReconnect();
  };

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    current = client;
    client.on("error", (error) => {
      onError(error);
      dropped(client);
    });
    client.on("end", () => dropped(client));
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${quoted(channel)}`);
      return client;
    } catch (error) {
      // The caller decides: start-up fails, a reconnect attempt backs off and tries again.
      if (current === client) current = undefined;
      connecting = undefined;
      client.end().catch(() => {});
      throw error;
    }
  }

  const connection = () => {
    connecting ??= open();
    return connecting;
  };

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connection();
        failures = 0;
        for (const channelHandlers of handlers.values()) {
          for (const handler of channelHandlers) handler(RESYNC_PAYLOAD);
        }
      } catch {
        failures++;
        scheduleReconnect();
      }
    }, listenerBackoffMs(failures));
    retry.unref();
  }

  return {
    /** The first connection: a database unreachable at start-up fails the start. */
    async start() {
      await connection();
    },
    async listen(channel: string, onMessage: (payload: string) => void) {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        // If the connection is down, the reconnect issues this LISTEN with the others.
        const client = await connection().catch(() => undefined);
        await client?.query(`listen ${quoted(channel)}`).catch(() => {});
      }
      channelHandlers.add(onMessage);
      return async () => {
        channelHandlers.delete(onMessage);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
