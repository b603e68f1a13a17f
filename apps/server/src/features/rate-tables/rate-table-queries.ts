import type { RateTableKind, RateTableVersion } from "@adviser-desk/contracts";
import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { rateTable, user } from "#server/db/schema";

const versionColumns = {
  id: rateTable.id,
  kind: rateTable.kind,
  key: rateTable.key,
  version: rateTable.version,
  source: rateTable.source,
  createdAt: rateTable.createdAt,
  createdByEmail: user.email,
};

type VersionRow = {
  [K in keyof typeof versionColumns]: K extends "createdByEmail"
    ? string | null
    : K extends "createdAt"
      ? Date
      : RateTableVersion[K];
};

export const versionJson = (row: VersionRow): RateTableVersion => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Every version of one table, newest first, with its data. */
export async function versionsOf(db: Db, kind: RateTableKind, key: string) {
  const rows = await db
    .select({ ...versionColumns, data: rateTable.data })
    .from(rateTable)
    .leftJoin(user, eq(user.id, rateTable.createdBy))
    .where(and(eq(rateTable.kind, kind), eq(rateTable.key, key)))
    .orderBy(desc(rateTable.version));
  return rows.map(({ data, ...row }) => ({ version: versionJson(row), data }));
}

/** The newest version of every table, with how many versions each has. */
export async function newestVersions(db: Db) {
  const rows = await db
    .select(versionColumns)
    .from(rateTable)
    .leftJoin(user, eq(user.id, rateTable.createdBy))
    .orderBy(rateTable.kind, desc(rateTable.key), desc(rateTable.version));
  const newest = new Map<string, RateTableVersion & { versions: number }>();
  for (const row of rows) {
    const id = `${row.kind}:${row.key}`;
    const found = newest.get(id);
    if (found) found.versions += 1;
    else newest.set(id, { ...versionJson(row), versions: 1 });
  }
  return [...newest.values()];
}

/** The newest version number of one table, 0 when it has none. */
export async function newestVersionNumber(
  tx: Db,
  params: { kind: RateTableKind; key: string },
): Promise<number> {
  const [newest] = await tx
    .select({ version: max(rateTable.version) })
    .from(rateTable)
    .where(and(eq(rateTable.kind, params.kind), eq(rateTable.key, params.key)));
  return newest?.version ?? 0;
}

type NewVersion = Omit<typeof rateTable.$inferInsert, "id" | "createdAt">;

/** Stores a version; null when that version of the table exists already (another took it). */
export async function insertVersion(tx: Db, values: NewVersion) {
  const [row] = await tx
    .insert(rateTable)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: rateTable.id, version: rateTable.version });
  return row ?? null;
}

/** Stores versions, skipping any (kind, key, version) stored already (by another instance). */
export async function insertVersionsIfAbsent(db: Db, values: NewVersion[]): Promise<void> {
  await db
    .insert(rateTable)
    .values(values)
    .onConflictDoNothing({ target: [rateTable.kind, rateTable.key, rateTable.version] });
}

/** The newest stored version of every key of the given kinds, as the seeder compares it. */
export async function newestStoredVersions(db: Db, kinds: RateTableKind[]) {
  return db
    .selectDistinctOn([rateTable.kind, rateTable.key], {
      kind: rateTable.kind,
      key: rateTable.key,
      version: rateTable.version,
      data: rateTable.data,
      createdBy: rateTable.createdBy,
    })
    .from(rateTable)
    .where(inArray(rateTable.kind, kinds))
    .orderBy(rateTable.kind, rateTable.key, desc(rateTable.version));
}

/** The id of the newest version of every key of the given kinds. */
export async function newestVersionIds(db: Db, kinds: RateTableKind[]) {
  return db
    .selectDistinctOn([rateTable.kind, rateTable.key], { id: rateTable.id, kind: rateTable.kind })
    .from(rateTable)
    .where(inArray(rateTable.kind, kinds))
    .orderBy(rateTable.kind, rateTable.key, desc(rateTable.version));
}

/**
 * The id of a tax year's newest version, by a statement prepared once (asked on every tax
 * calculation); the statement runs here, so no service executes SQL itself (ADR 047).
 */
export function prepareNewestTaxYearId(db: Db) {
  const newest = db
    .select({ id: rateTable.id })
    .from(rateTable)
    .where(and(eq(rateTable.kind, "tax-year"), eq(rateTable.key, sql.placeholder("key"))))
    .orderBy(desc(rateTable.version))
    .limit(1)
    .prepare("rate_tables_newest_tax_year");
  return (key: string) => newest.execute({ key });
}

/** Stored tables of one kind by id, with their data (ids of another kind are left out). */
export async function tablesOfKind(db: Db, kind: RateTableKind, ids: string[]) {
  return db
    .select({
      id: rateTable.id,
      key: rateTable.key,
      version: rateTable.version,
      data: rateTable.data,
    })
    .from(rateTable)
    .where(and(eq(rateTable.kind, kind), inArray(rateTable.id, ids)));
}

/** The identities of stored tables by id (the table's own id read from its data). */
export async function tableRefs(db: Db, ids: string[]) {
  return db
    .select({
      id: rateTable.id,
      kind: rateTable.kind,
      key: rateTable.key,
      version: rateTable.version,
      tableId: sql<string>`${rateTable.data}->>'id'`,
    })
    .from(rateTable)
    .where(inArray(rateTable.id, ids));
}

/** Stored tables by id, as they are (raw data, with their source). */
export async function tableRows(db: Db, ids: string[]) {
  return db
    .select({
      id: rateTable.id,
      kind: rateTable.kind,
      key: rateTable.key,
      version: rateTable.version,
      source: rateTable.source,
      data: rateTable.data,
    })
    .from(rateTable)
    .where(inArray(rateTable.id, ids));
}
