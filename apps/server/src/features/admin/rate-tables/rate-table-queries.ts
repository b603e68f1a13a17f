import type { RateTableKind, RateTableVersion } from "@adviser-desk/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rateTable, user } from "../../../db/schema";

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
