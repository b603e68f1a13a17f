import { RESTORE_DAYS, type RecordKind } from "@adviser-desk/contracts";
import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isUuid } from "../../db/is-uuid";
import { perDatabase } from "../../db/per-database";
import { client, company, record } from "../../db/schema";

/** The columns the list returns (no inputs or snapshot: lists stay small). */
const summaryColumns = {
  id: record.id,
  clientId: record.clientId,
  name: record.name,
  taxYear: record.taxYear,
  locked: record.locked,
  lockedAt: record.lockedAt,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  deletedAt: record.deletedAt,
  version: record.version,
};
const recordColumns = {
  ...summaryColumns,
  inputs: record.inputs,
  resultSnapshot: record.resultSnapshot,
  rateTableIds: record.rateTableIds,
};

const restoreWindowStart = sql`now() - make_interval(days => ${RESTORE_DAYS})`;

/** The record's client is live: a deleted client hides its records (they are not deleted). */
const clientIsLive = sql`exists (select 1 from ${client} where ${client.companyId} = ${record.companyId} and ${client.id} = ${record.clientId} and ${client.deletedAt} is null)`;

interface RecordKey {
  companyId: string;
  kind: RecordKind;
  id: string;
}
const byKey = (key: RecordKey, ...more: (SQL | undefined)[]) =>
  and(
    eq(record.companyId, key.companyId),
    eq(record.id, key.id),
    eq(record.kind, key.kind),
    clientIsLive,
    ...more,
  );

/** A client's records of one kind, newest first (exported for the index test). */
export const listRecordsQuery = (db: Db, deleted: boolean) =>
  db
    .select(summaryColumns)
    .from(record)
    .where(
      and(
        eq(record.companyId, sql.placeholder("companyId")),
        eq(record.clientId, sql.placeholder("clientId")),
        eq(record.kind, sql.placeholder("kind")),
        deleted ? gt(record.deletedAt, restoreWindowStart) : isNull(record.deletedAt),
        clientIsLive,
      ),
    )
    .orderBy(desc(record.createdAt), desc(record.id))
    .limit(sql.placeholder("limit"));

/** The hot queries, prepared once per database handle (see perDatabase). */
const prepared = perDatabase((db) => {
  const list = (deleted: boolean) =>
    listRecordsQuery(db, deleted).prepare(deleted ? "records_list_deleted" : "records_list_live");
  return {
    find: db
      .select(recordColumns)
      .from(record)
      .where(
        and(
          eq(record.companyId, sql.placeholder("companyId")),
          eq(record.id, sql.placeholder("id")),
          eq(record.kind, sql.placeholder("kind")),
          clientIsLive,
        ),
      )
      .limit(1)
      .prepare("records_find"),
    listLive: list(false),
    listDeleted: list(true),
    save: db
      .update(record)
      .set({
        name: sql`${sql.placeholder("name")}`,
        taxYear: sql`${sql.placeholder("taxYear")}::integer`,
        inputs: sql`${sql.placeholder("inputs")}::jsonb`,
        updatedAt: sql`now()`,
        version: sql`${record.version} + 1`,
      })
      .where(
        and(
          eq(record.companyId, sql.placeholder("companyId")),
          eq(record.id, sql.placeholder("id")),
          eq(record.kind, sql.placeholder("kind")),
          eq(record.version, sql.placeholder("version")),
          eq(record.locked, false),
          isNull(record.deletedAt),
          clientIsLive,
        ),
      )
      .returning(recordColumns)
      .prepare("records_save"),
  };
});

/** One record of the company (deleted or not) whose client is live; null otherwise. */
export async function findRecord(db: Db, key: RecordKey) {
  if (!isUuid(key.id)) return null;
  const [row] = await prepared(db).find.execute({ ...key });
  return row ?? null;
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;
export type RecordSummaryRow = Pick<RecordRow, keyof typeof summaryColumns>;

/** Whether the client exists in the company and is not deleted. */
export async function isClientLive(db: Db, params: { companyId: string; clientId: string }) {
  if (!isUuid(params.clientId)) return false;
  const [row] = await db
    .select({ id: client.id })
    .from(client)
    .where(
      and(
        eq(client.companyId, params.companyId),
        eq(client.id, params.clientId),
        isNull(client.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A client's records of one kind, newest first: live ones, or those deleted in the window.
 * Empty when the client is deleted (its records are hidden, not deleted).
 */
export async function listRecordRows(
  db: Db,
  params: {
    companyId: string;
    clientId: string;
    kind: RecordKind;
    deleted: boolean;
    limit: number;
  },
): Promise<RecordSummaryRow[]> {
  const { listLive, listDeleted } = prepared(db);
  return (params.deleted ? listDeleted : listLive).execute(params);
}

export async function insertRecord(
  db: Db,
  values: {
    companyId: string;
    clientId: string;
    kind: RecordKind;
    name: string;
    taxYear: number | null;
    inputs: unknown;
  },
): Promise<RecordRow> {
  const [row] = await db.insert(record).values(values).returning(recordColumns);
  if (!row) throw new Error("record insert returned nothing");
  return row;
}

/**
 * Saves name and inputs (PUT) if the record is live, unlocked and at `version`; bumps the
 * version. Null when any of that does not hold.
 */
export async function saveRecordIfCurrent(
  db: Db,
  key: RecordKey & { version: number; name: string; taxYear: number | null; inputs: unknown },
): Promise<RecordRow | null> {
  if (!isUuid(key.id)) return null;
  const [row] = await prepared(db).save.execute({ ...key, inputs: JSON.stringify(key.inputs) });
  return row ?? null;
}

type RecordChanges = Partial<{
  name: string;
  taxYear: number | null;
  inputs: unknown;
  locked: boolean;
  lockedAt: SQL | null;
  resultSnapshot: unknown;
  rateTableIds: string[] | null;
}>;

/**
 * Writes `changes` if the record is live (not deleted, client live), at `version`, and locked
 * or not as `whenLocked` says; bumps the version. Null when any of that does not hold.
 */
export async function updateRecordIfCurrent(
  db: Db,
  key: RecordKey & { version: number; whenLocked: boolean; changes: RecordChanges },
): Promise<RecordRow | null> {
  const [row] = await db
    .update(record)
    .set({ ...key.changes, updatedAt: sql`now()`, version: sql`${record.version} + 1` })
    .where(
      byKey(
        key,
        eq(record.version, key.version),
        eq(record.locked, key.whenLocked),
        isNull(record.deletedAt),
      ),
    )
    .returning(recordColumns);
  return row ?? null;
}

/** Soft-deletes a live, unlocked record; null when it is not one. */
export async function markRecordDeleted(db: Db, key: RecordKey): Promise<RecordRow | null> {
  if (!isUuid(key.id)) return null;
  const [row] = await db
    .update(record)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${record.version} + 1` })
    .where(byKey(key, isNull(record.deletedAt), eq(record.locked, false)))
    .returning(recordColumns);
  return row ?? null;
}

/** Restores a record deleted within the restore window; null otherwise. */
export async function markRecordRestored(db: Db, key: RecordKey): Promise<RecordRow | null> {
  if (!isUuid(key.id)) return null;
  const [row] = await db
    .update(record)
    .set({ deletedAt: null, updatedAt: sql`now()`, version: sql`${record.version} + 1` })
    .where(byKey(key, gt(record.deletedAt, restoreWindowStart)))
    .returning(recordColumns);
  return row ?? null;
}

/** The company's default inflation and investment growth (fractions), for new comparisons. */
export async function findCompanyAssumptions(db: Db, companyId: string) {
  const [row] = await db
    .select({ inflation: company.inflation, investment: company.investment })
    .from(company)
    .where(eq(company.id, companyId));
  return {
    inflation: Number(row?.inflation ?? 0.05),
    investment: Number(row?.investment ?? 0.08),
  };
}

/** The profile facts a new record starts from (the client is known to be the company's). */
export async function findClientProfile(db: Db, params: { companyId: string; clientId: string }) {
  const [row] = await db
    .select({ dateOfBirth: client.dateOfBirth })
    .from(client)
    .where(and(eq(client.companyId, params.companyId), eq(client.id, params.clientId)))
    .limit(1);
  return { dateOfBirth: row?.dateOfBirth ?? null };
}

/** The client's most recently saved live tax scenario (for defaults drawn from it), or null. */
export async function findLatestScenario(
  db: Db,
  params: { companyId: string; clientId: string },
): Promise<{ name: string; taxYear: number | null; inputs: unknown } | null> {
  const [row] = await db
    .select({ name: record.name, taxYear: record.taxYear, inputs: record.inputs })
    .from(record)
    .where(
      and(
        eq(record.companyId, params.companyId),
        eq(record.clientId, params.clientId),
        eq(record.kind, "scenario"),
        isNull(record.deletedAt),
      ),
    )
    .orderBy(desc(record.updatedAt))
    .limit(1);
  return row ?? null;
}
