import type { RecordKind } from "@adviser-desk/contracts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/database";
import { recordColumns } from "#server/db/record-columns";
import { advicePack, client, record, reportIssue, user } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany } from "#server/tenancy/in-company";

const createdBy = alias(user, "created_by");
const updatedBy = alias(user, "updated_by");
const lockedBy = alias(user, "locked_by");
const issuedBy = alias(user, "issued_by");

/**
 * Every live record of a client, all kinds, newest first, with what a result needs and who
 * created, last changed and locked it (the member audit, ADR 030).
 */
export async function listLiveRecordsOfClient(
  db: Db,
  params: { scope: CompanyScope; clientId: string },
) {
  return db
    .select({
      ...recordColumns,
      kind: record.kind,
      createdByName: createdBy.name,
      updatedByName: updatedBy.name,
      lockedByName: lockedBy.name,
    })
    .from(record)
    .leftJoin(createdBy, eq(createdBy.id, record.createdByUserId))
    .leftJoin(updatedBy, eq(updatedBy.id, record.updatedByUserId))
    .leftJoin(lockedBy, eq(lockedBy.id, record.lockedByUserId))
    .where(
      and(
        inCompany(record.companyId, params.scope),
        eq(record.clientId, params.clientId),
        isNull(record.deletedAt),
      ),
    )
    .orderBy(desc(record.createdAt), desc(record.id));
}
export type ClientRecordRow = Awaited<ReturnType<typeof listLiveRecordsOfClient>>[number] & {
  kind: RecordKind;
};

/** When the adviser last marked the client file reviewed (null: never); undefined: no such client. */
export async function findLastReview(db: Db, params: { scope: CompanyScope; clientId: string }) {
  const [row] = await db
    .select({ lastReviewedAt: client.lastReviewedAt })
    .from(client)
    .where(and(inCompany(client.companyId, params.scope), eq(client.id, params.clientId)))
    .limit(1);
  return row?.lastReviewedAt;
}

/**
 * Marks a live client reviewed now; null when it is not one. The adviser's own next-review date
 * is done with: the next review falls a year after this one again (ADR 050).
 */
export async function setReviewedNow(db: Db, params: { scope: CompanyScope; clientId: string }) {
  const [row] = await db
    .update(client)
    .set({ lastReviewedAt: sql`now()`, nextReviewOn: null })
    .where(
      and(
        inCompany(client.companyId, params.scope),
        eq(client.id, params.clientId),
        isNull(client.deletedAt),
      ),
    )
    .returning({ lastReviewedAt: client.lastReviewedAt });
  return row?.lastReviewedAt ?? null;
}

/** The packs issued for a client (no bytes), newest first. */
export async function listPackHeads(db: Db, params: { scope: CompanyScope; clientId: string }) {
  return db
    .select({
      id: advicePack.id,
      clientId: advicePack.clientId,
      issuedAt: advicePack.issuedAt,
      issuedByName: advicePack.issuedByName,
      sha256: advicePack.sha256,
      pages: advicePack.pages,
      bytes: sql<number>`octet_length(${advicePack.pdf})`.mapWith(Number),
      records: advicePack.records,
      roaNumber: advicePack.roaNumber,
    })
    .from(advicePack)
    .where(
      and(inCompany(advicePack.companyId, params.scope), eq(advicePack.clientId, params.clientId)),
    )
    .orderBy(desc(advicePack.issuedAt), desc(advicePack.id));
}
export type PackHead = Awaited<ReturnType<typeof listPackHeads>>[number];

/** The timeline lists at most this many single-report issues (the newest). */
export const TIMELINE_REPORT_ISSUES = 200;

/** The reports of the client's live records issued as files, newest first (ADR 034). */
export async function listReportIssues(db: Db, params: { scope: CompanyScope; clientId: string }) {
  return db
    .select({
      recordId: reportIssue.recordId,
      kind: reportIssue.kind,
      recordName: reportIssue.recordName,
      format: reportIssue.format,
      issuedAt: reportIssue.issuedAt,
      issuedByName: issuedBy.name,
    })
    .from(reportIssue)
    .innerJoin(record, eq(record.id, reportIssue.recordId))
    .leftJoin(issuedBy, eq(issuedBy.id, reportIssue.issuedByUserId))
    .where(
      and(
        inCompany(reportIssue.companyId, params.scope),
        eq(reportIssue.clientId, params.clientId),
        isNull(record.deletedAt),
      ),
    )
    .orderBy(desc(reportIssue.issuedAt), desc(reportIssue.id))
    .limit(TIMELINE_REPORT_ISSUES);
}
export type ReportIssueHead = Awaited<ReturnType<typeof listReportIssues>>[number];
