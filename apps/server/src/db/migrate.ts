import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Schema } from "./database";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

/** Applies the checked-in SQL migrations; safe to call from several instances at once. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withExclusiveLock(async (db) => {
    const options = { migrationsFolder: MIGRATIONS_DIR };
    if (database.kind === "pglite") {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, options);
    } else {
      await migrateNodePg(db as unknown as NodePgDatabase<Schema>, options);
    }
  });
}
