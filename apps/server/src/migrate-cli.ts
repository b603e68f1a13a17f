import { runMigrations } from "#server/db/migrate";
import { openConfiguredDatabase } from "#server/db/open-configured-database";
import { loadConfig } from "./app-config";

// An entry beside main.ts: it validates the whole environment as the server does, features' parts
// included, so a deployment's bad variable stops the migration step too.
const config = loadConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
