import { loadConfig } from "../config/env";
import { runMigrations } from "./migrate";
import { openConfiguredDatabase } from "./open-configured-database";

const config = loadConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
