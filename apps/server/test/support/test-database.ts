import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "#server/db/database";
import { migratedPgliteImageNow } from "./pglite-template-setup";

export type TestDbKind = "pglite" | "postgres";

export const testDbKind = (): TestDbKind =>
  process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

/**
 * The template built by global setup, named after the run's own database, so two runs against
 * one server (each with its own TEST_DATABASE_URL database, as CI makes) never share it.
 */
export function templateDb(): string {
  const runDb = new URL(adminUrl()).pathname.replace(/^\//, "") || "postgres";
  return `${runDb}_template`.slice(0, 63);
}

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
 * The migrated image global setup made, read once per test file; outside vitest (the benches in
 * `bench/` build a test app in-process) there is no global setup, so the image is made here.
 */
let pgliteImage: Promise<Blob> | undefined;
const migratedPgliteImage = () => {
  pgliteImage ??= process.env.VITEST
    ? readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]))
    : migratedPgliteImageNow();
  return pgliteImage;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a PostgreSQL database, each
 * copied from the image or template that global setup built with the real migrations.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** PostgreSQL only: the URL, so a second app instance can connect to the same database. */
  url?: string;
  drop: () => Promise<void>;
}> {
  if (testDbKind() === "pglite") {
    const database = await openDatabase({ pgliteMemory: true, image: await migratedPgliteImage() });
    return { database, drop: () => database.close() };
  }
  const name = `adt_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${templateDb()}"`);
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
      // pg.Pool#end resolves before its sockets have closed; a forced drop while one is still
      // closing kills it and its "terminating connection" error surfaces as unhandled.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
