import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/database";
import { migrationsUpToDate, runMigrations } from "#server/db/migrate";

// The start-up's quick check must agree with drizzle's migrator: "up to date" only when the newest
// applied migration is the journal's newest, so a database missing one is always migrated.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteMemory: true });
});
afterAll(async () => database.close());

describe("the migrations check at start-up", () => {
  it("says a fresh database is not up to date, a migrated one is, and one migration behind is not", async () => {
    expect(await migrationsUpToDate(database.db)).toBe(false);
    await runMigrations(database);
    expect(await migrationsUpToDate(database.db)).toBe(true);
    // A second start takes the quick path and changes nothing.
    await runMigrations(database);
    const applied = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const count = (applied as unknown as { rows: { n: number }[] }).rows[0]?.n;

    // As if the newest migration were new in this release: the check sends it to the migrator.
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await migrationsUpToDate(database.db)).toBe(false);
    expect(count).toBeGreaterThan(0);
  });
});
