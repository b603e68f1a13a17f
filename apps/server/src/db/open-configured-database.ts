import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "#server/config/env";
import { type Database, type DatabaseOptions, openDatabase } from "./database";

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite kept in DATA_DIR/pglite. */
export async function openConfiguredDatabase(
  config: ServerConfig,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl }, options);
  const dir = path.join(config.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  return openDatabase({ pgliteDir: dir });
}
