import { loadConfig } from "./app-config";
import { runMigrations } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open-configured-database";

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
