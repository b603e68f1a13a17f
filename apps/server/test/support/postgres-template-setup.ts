import pg from "pg";
import { openDatabase } from "#server/db/database";
import { runMigrations } from "#server/db/migrate";
import { adminUrl, templateDb, urlForDatabase } from "./test-database";

/**
 * Global setup of the PostgreSQL project: (re)build the template database from the real migrations once per
 * run. An unreachable TEST_DATABASE_URL fails the run here — it is never skipped.
 */
export default async function setup() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${templateDb()}" with (force)`);
    await admin.query(`create database "${templateDb()}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: urlForDatabase(templateDb()) });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}
