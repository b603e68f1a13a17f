import { type AnyColumn, type SQL, sql } from "drizzle-orm";

interface VersionBump {
  updatedAt: SQL;
  version: SQL;
}

/**
 * What every write to a versioned row sets besides its own columns: the next version (a form
 * based on the one before is then refused by its `version` condition, never silently applied),
 * stamped now, and by whom on the tables that keep it. Spread into the write's `set`.
 */
export function nextVersion(table: { version: AnyColumn }): VersionBump;
export function nextVersion(
  table: { version: AnyColumn },
  updatedByUserId: string,
): VersionBump & { updatedByUserId: string };
export function nextVersion(table: { version: AnyColumn }, updatedByUserId?: string) {
  const bump: VersionBump = { updatedAt: sql`now()`, version: sql`${table.version} + 1` };
  return updatedByUserId === undefined ? bump : { ...bump, updatedByUserId };
}
