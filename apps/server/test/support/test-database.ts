import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/db/database";
import { runMigrations } from "../../src/db/migrate";

export type TestDbKind = "pglite" | "postgres";

export const testDbKind = (): TestDbKind =>
  process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

export const TEMPLATE_DB = "adviser_desk_test_template";

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
  return url;
}

export function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a PostgreSQL database
 * copied from the template that global setup built with the real migrations.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** PostgreSQL only: the URL, so a second app instance can connect to the same database. */
  url?: string;
  drop: () => Promise<void>;
}> {
  if (testDbKind() === "pglite") {
    const database = await openDatabase({ pgliteMemory: true });
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const name = `adt_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const url = urlForDatabase(name);
  const database = await openDatabase({ url });
  return {
    database,
    url,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
