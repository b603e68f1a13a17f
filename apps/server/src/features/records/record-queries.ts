import {
  DEFAULT_INFLATION,
  DEFAULT_INVESTMENT_GROWTH,
  type ProfileFacts,
  type RecordKind,
} from "@adviser-desk/contracts";
import { and, desc, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { perDatabase } from "#server/db/per-database";
import { recordColumns, summaryColumns } from "#server/db/record-columns";
import { deletedWithinRestoreWindow } from "#server/db/restore-window";
import { client, company, record } from "#server/db/schema";
import { nextVersion } from "#server/db/versioned-update";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany, seesEveryClient } from "#server/tenancy/in-company";

/**
 * What a save returns: the rest of the summary is what it wrote (name, tax year) or required
 * (live, unlocked). Each column less is less for the driver to describe, parse and map per save.
 */
const savedColumns = {
  clientId: record.clientId,
  lockedAt: record.lockedAt,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  version: record.version,
};

/** The record's client is live: a deleted client hides its records (they are not deleted). */
const clientIsLive = sql`exists (select 1 from ${client} where ${client.companyId} = ${record.companyId} and ${client.id} = ${record.clientId} and ${client.deletedAt} is null)`;

interface RecordKey {
  scope: CompanyScope;
  kind: RecordKind;
  id: string;
}
const byKey = (key: RecordKey, ...more: (SQL | undefined)[]) =>
  and(
    inCompany(record.companyId, key.scope),
    eq(record.id, key.id),
    eq(record.kind, key.kind),
    clientIsLive,
    ...more,
  );

type Arg<T> = T | Placeholder;

/** A client's records of one kind, newest first. */
const listQuery = (
  db: Db,
  deleted: boolean,
  where: { company: SQL; clientId: Arg<string>; kind: Arg<RecordKind>; limit: Arg<number> },
) =>
  db
    .select(summaryColumns)
    .from(record)
    .where(
      and(
        where.company,
        eq(record.clientId, where.clientId),
        eq(record.kind, where.kind),
        deleted ? deletedWithinRestoreWindow(record.deletedAt) : isNull(record.deletedAt),
        clientIsLive,
      ),
    )
    .orderBy(desc(record.createdAt), desc(record.id))
    .limit(where.limit as number);

/** The prepared form of the list (exported for the index test). */
export const listRecordsQuery = (db: Db, deleted: boolean) =>
  listQuery(db, deleted, {
    company: eq(record.companyId, sql.placeholder("companyId")),
    clientId: sql.placeholder("clientId"),
    kind: sql.placeholder("kind"),
    limit: sql.placeholder("limit"),
  });

const findQuery = (db: Db, where: { company: SQL; id: Arg<string>; kind: Arg<RecordKind> }) =>
  db
    .select(recordColumns)
    .from(record)
    .where(and(where.company, eq(record.id, where.id), eq(record.kind, where.kind), clientIsLive))
    .limit(1);

interface SaveArgs {
  id: Arg<string>;
  kind: Arg<RecordKind>;
  version: Arg<number>;
  name: Arg<string>;
  taxYear: Arg<number | null>;
  inputs: Arg<string>;
  userId: Arg<string>;
}
const saveQuery = (db: Db, company: SQL, args: SaveArgs) =>
  db
    .update(record)
    .set({
      name: sql`${args.name}`,
      taxYear: sql`${args.taxYear}::integer`,
      inputs: sql`${args.inputs}::jsonb`,
      ...nextVersion(record),
      updatedByUserId: sql`${args.userId}`,
    })
    .where(
      and(
        company,
        eq(record.id, args.id),
        eq(record.kind, args.kind),
        eq(record.version, args.version),
        eq(record.locked, false),
        isNull(record.deletedAt),
        clientIsLive,
      ),
    )
    // The saver has the inputs it sent and a saved record is unlocked (no snapshot): returning
    // them would only send a copy of the inputs back to be parsed again.
    .returning(savedColumns);

/**
 * The hot queries, prepared once per database handle (see perDatabase). The company condition is
 * a placeholder, so they serve only members who see every client (`seesEveryClient`); the
 * others run the same queries built with `inCompany`, which adds their visibility.
 */
const prepared = perDatabase((db) => {
  const company = eq(record.companyId, sql.placeholder("companyId"));
  const list = (deleted: boolean) =>
    listRecordsQuery(db, deleted).prepare(deleted ? "records_list_deleted" : "records_list_live");
  return {
    find: findQuery(db, {
      company,
      id: sql.placeholder("id"),
      kind: sql.placeholder("kind"),
    }).prepare("records_find"),
    listLive: list(false),
    listDeleted: list(true),
    save: saveQuery(db, company, {
      id: sql.placeholder("id"),
      kind: sql.placeholder("kind"),
      version: sql.placeholder("version"),
      name: sql.placeholder("name"),
      taxYear: sql.placeholder("taxYear"),
      inputs: sql.placeholder("inputs"),
      userId: sql.placeholder("userId"),
    }).prepare("records_save"),
  };
});

/** One record of the company (deleted or not) whose client is live; null otherwise. */
export async function findRecord(db: Db, key: RecordKey) {
  if (!isUuid(key.id)) return null;
  const [row] = seesEveryClient(key.scope)
    ? await prepared(db).find.execute({ companyId: key.scope.id, id: key.id, kind: key.kind })
    : await findQuery(db, { company: inCompany(record.companyId, key.scope), ...key });
  return row ?? null;
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;
export type RecordSummaryRow = Pick<RecordRow, keyof typeof summaryColumns>;

/** Whether the client exists in the company and is not deleted. */
export async function isClientLive(db: Db, params: { scope: CompanyScope; clientId: string }) {
  if (!isUuid(params.clientId)) return false;
  const [row] = await db
    .select({ id: client.id })
    .from(client)
    .where(
      and(
        inCompany(client.companyId, params.scope),
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
    scope: CompanyScope;
    clientId: string;
    kind: RecordKind;
    deleted: boolean;
    limit: number;
  },
): Promise<RecordSummaryRow[]> {
  const { scope, ...rest } = params;
  if (!seesEveryClient(scope)) {
    return listQuery(db, params.deleted, { company: inCompany(record.companyId, scope), ...rest });
  }
  const { listLive, listDeleted } = prepared(db);
  return (params.deleted ? listDeleted : listLive).execute({ ...rest, companyId: scope.id });
}

export async function insertRecord(
  db: Db,
  scope: CompanyScope,
  values: {
    clientId: string;
    kind: RecordKind;
    name: string;
    taxYear: number | null;
    inputs: unknown;
  },
): Promise<RecordRow> {
  const [row] = await db
    .insert(record)
    .values({
      ...values,
      companyId: scope.id,
      createdByUserId: scope.userId,
      updatedByUserId: scope.userId,
    })
    .returning(recordColumns);
  if (!row) throw new Error("record insert returned nothing");
  return row;
}

/**
 * Saves name and inputs (PUT) if the record is live, unlocked and at `version`; bumps the
 * version and returns the saved record's summary columns. Null when any of that does not hold.
 */
export async function saveRecordIfCurrent(
  db: Db,
  key: RecordKey & { version: number; name: string; taxYear: number | null; inputs: unknown },
): Promise<RecordSummaryRow | null> {
  if (!isUuid(key.id)) return null;
  const { scope, ...args } = key;
  const values = { ...args, inputs: JSON.stringify(key.inputs), userId: scope.userId };
  const [row] = seesEveryClient(scope)
    ? await prepared(db).save.execute({ ...values, companyId: scope.id })
    : await saveQuery(db, inCompany(record.companyId, scope), values);
  if (!row) return null;
  return {
    id: key.id,
    name: key.name,
    taxYear: key.taxYear,
    locked: false,
    deletedAt: null,
    ...row,
  };
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
    .set({
      ...key.changes,
      ...(key.changes.locked ? { lockedByUserId: key.scope.userId } : {}),
      ...nextVersion(record, key.scope.userId),
    })
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
    .set({
      deletedAt: sql`now()`,
      ...nextVersion(record, key.scope.userId),
    })
    .where(byKey(key, isNull(record.deletedAt), eq(record.locked, false)))
    .returning(recordColumns);
  return row ?? null;
}

/** Restores a record deleted within the restore window; null otherwise. */
export async function markRecordRestored(db: Db, key: RecordKey): Promise<RecordRow | null> {
  if (!isUuid(key.id)) return null;
  const [row] = await db
    .update(record)
    .set({
      deletedAt: null,
      ...nextVersion(record, key.scope.userId),
    })
    .where(byKey(key, deletedWithinRestoreWindow(record.deletedAt)))
    .returning(recordColumns);
  return row ?? null;
}

/**
 * The firm defaults every member's new comparison starts from: inflation, investment growth and
 * the yearly fee (fractions), as the owner set them on the company.
 */
export async function findCompanyAssumptions(db: Db, scope: CompanyScope) {
  const [row] = await db
    .select({
      inflation: company.inflation,
      investment: company.investment,
      annualFee: company.annualFee,
    })
    .from(company)
    .where(inCompany(company.id, scope));
  return {
    inflation: Number(row?.inflation ?? DEFAULT_INFLATION),
    investment: Number(row?.investment ?? DEFAULT_INVESTMENT_GROWTH),
    annualFee: Number(row?.annualFee ?? 0),
  };
}

/**
 * What the client's profile offers to records (ADR 026), with the client's version: a live client
 * of the company only; null otherwise (another company's or a deleted client is not found).
 */
export async function findClientProfile(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
): Promise<ProfileFacts | null> {
  if (!isUuid(params.clientId)) return null;
  const [row] = await db
    .select({
      version: client.version,
      dateOfBirth: client.dateOfBirth,
      annualIncome: client.annualIncome,
      medicalSchemeMembers: client.medicalSchemeMembers,
      tfsaContributionsLifetime: client.tfsaContributionsLifetime,
      tfsaContributionsThisTaxYear: client.tfsaContributionsThisTaxYear,
    })
    .from(client)
    .where(
      and(
        inCompany(client.companyId, params.scope),
        eq(client.id, params.clientId),
        isNull(client.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const rands = (column: string | null) => (column === null ? null : Number(column));
  return {
    clientId: params.clientId,
    version: row.version,
    dateOfBirth: row.dateOfBirth,
    annualIncome: rands(row.annualIncome),
    medicalSchemeMembers: row.medicalSchemeMembers,
    tfsaContributionsLifetime: rands(row.tfsaContributionsLifetime),
    tfsaContributionsThisTaxYear: rands(row.tfsaContributionsThisTaxYear),
  };
}

/** The client's most recently saved live tax scenario (for defaults drawn from it), or null. */
export async function findLatestScenario(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: record.id })
    .from(record)
    .where(
      and(
        inCompany(record.companyId, params.scope),
        eq(record.clientId, params.clientId),
        eq(record.kind, "scenario"),
        isNull(record.deletedAt),
      ),
    )
    .orderBy(desc(record.updatedAt))
    .limit(1);
  return row ?? null;
}
