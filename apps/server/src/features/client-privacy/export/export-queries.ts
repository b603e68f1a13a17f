import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { auditEntry, record, recordVersion, reportIssue } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

/** Every column of a record, as stored: the export hands over what we hold, not a summary. */
const storedRecordColumns = {
  id: record.id,
  kind: record.kind,
  clientId: record.clientId,
  name: record.name,
  taxYear: record.taxYear,
  inputs: record.inputs,
  locked: record.locked,
  lockedAt: record.lockedAt,
  resultSnapshot: record.resultSnapshot,
  rateTableIds: record.rateTableIds,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  deletedAt: record.deletedAt,
  version: record.version,
  /** Where the next page starts: the timestamp to the microsecond (a JS Date keeps milliseconds). */
  createdAtKey: sql<string>`${record.createdAt}::text`,
};
export type StoredRecordRow = Awaited<ReturnType<typeof clientRecordPage>>[number];

/**
 * A page of a client's records of every kind, deleted ones too, oldest first; the next page
 * starts after the last row of this one (keyset, so memory holds one page at a time).
 */
export async function clientRecordPage(
  db: Db,
  params: {
    scope: CompanyScope;
    clientId: string;
    after: { createdAtKey: string; id: string } | null;
    limit: number;
  },
) {
  const { after } = params;
  return db
    .select(storedRecordColumns)
    .from(record)
    .where(
      and(
        inCompany(record.companyId, params.scope),
        eq(record.clientId, params.clientId),
        after
          ? sql`(${record.createdAt}, ${record.id}) > (${after.createdAtKey}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(record.createdAt), asc(record.id))
    .limit(params.limit);
}

/** The audit trail's entries about one client (exports so far), oldest first. */
export async function auditEntriesAboutClient(db: Db, clientId: string) {
  return db
    .select({
      at: auditEntry.at,
      action: auditEntry.action,
      actorEmail: auditEntry.actorEmail,
      before: auditEntry.before,
      after: auditEntry.after,
    })
    .from(auditEntry)
    .where(and(eq(auditEntry.targetType, "client"), eq(auditEntry.targetId, clientId)))
    .orderBy(asc(auditEntry.at), asc(auditEntry.id));
}

/** Every version a record reached, oldest first, as it was then (ADR 034). */
export async function recordVersionsOf(db: Db, params: { scope: CompanyScope; recordId: string }) {
  return db
    .select({
      version: recordVersion.version,
      savedAt: recordVersion.savedAt,
      name: recordVersion.name,
      taxYear: recordVersion.taxYear,
      locked: recordVersion.locked,
      deletedAt: recordVersion.deletedAt,
      inputs: recordVersion.inputs,
    })
    .from(recordVersion)
    .where(
      and(
        inCompany(recordVersion.companyId, params.scope),
        eq(recordVersion.recordId, params.recordId),
      ),
    )
    .orderBy(asc(recordVersion.version));
}

/** The single reports handed out for a client's records, oldest first (ADR 034). */
export async function reportIssuesOfClient(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
) {
  return db
    .select({
      issuedAt: reportIssue.issuedAt,
      kind: reportIssue.kind,
      recordName: reportIssue.recordName,
      recordVersion: reportIssue.recordVersion,
      format: reportIssue.format,
    })
    .from(reportIssue)
    .where(
      and(
        inCompany(reportIssue.companyId, params.scope),
        eq(reportIssue.clientId, params.clientId),
      ),
    )
    .orderBy(asc(reportIssue.issuedAt), asc(reportIssue.id));
}
