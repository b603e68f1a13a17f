import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db, Schema } from "./database";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

/** The newest migration in the checked-in journal: its `when` is what drizzle records as applied. */
async function newestJournalMigration(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * True when the database has every checked-in migration. Drizzle's migrator applies exactly the
 * migrations newer than the newest one recorded in `drizzle.__drizzle_migrations`, so when none
 * is newer it would do nothing: this asks one question instead of reading and hashing every SQL
 * file and running its set-up statements (a fresh database has no such table: not up to date).
 */
export async function migrationsUpToDate(db: Db): Promise<boolean> {
  const newest = await newestJournalMigration();
  try {
    const result = await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    );
    const applied = (result as unknown as { rows: { applied: unknown }[] }).rows[0]?.applied;
    return applied !== null && applied !== undefined && Number(applied) >= newest;
  } catch {
    return false;
  }
}

/** Applies the checked-in SQL migrations; safe to call from several instances at once. */
export async function runMigrations(database: Database): Promise<void> {
  // Migrations only ever move forward, so "up to date" seen without the lock stays true.
  if (await migrationsUpToDate(database.db)) return;
  await database.withExclusiveLock(async (db) => {
    const options = { migrationsFolder: MIGRATIONS_DIR };
    if (database.kind === "pglite") {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, options);
    } else {
      await migrateNodePg(db as unknown as NodePgDatabase<Schema>, options);
    }
  });
}
