import type { RecordKind } from "@adviser-desk/contracts";
import { and, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import { perDatabase } from "#server/db/per-database";
import { recordColumns } from "#server/db/record-columns";
import { client, company, companyLogo, record, reportIssue, user } from "#server/db/schema";
import type { CompanyScope } from "#server/tenancy/caller";
import { inCompany, seesEveryClient } from "#server/tenancy/in-company";

/*
 * What a report is drawn from besides the rate tables — the record, its client's name, the
 * company with its owner's e-mail, and the logo — read by one statement: one round trip and one
 * snapshot, so a report never mixes a record with branding from another moment.
 */

const branding = {
  company,
  ownerEmail: user.email,
  logo: { bytes: companyLogo.bytes, width: companyLogo.width, height: companyLogo.height },
};
const clientNameColumns = { name: client.clientName, surname: client.clientSurname };

type Arg<T> = T | Placeholder;

/** The record of the company (deleted or not) whose client is live, with its branding. */
const recordQuery = (db: Db, where: { company: SQL; id: Arg<string>; kind: Arg<RecordKind> }) =>
  db
    .select({ row: recordColumns, client: clientNameColumns, ...branding })
    .from(record)
    .innerJoin(
      client,
      and(
        eq(client.companyId, record.companyId),
        eq(client.id, record.clientId),
        isNull(client.deletedAt),
      ),
    )
    .innerJoin(company, eq(company.id, record.companyId))
    .innerJoin(user, eq(user.id, company.ownerUserId))
    .leftJoin(companyLogo, eq(companyLogo.companyId, record.companyId))
    .where(and(where.company, eq(record.id, where.id), eq(record.kind, where.kind)))
    .limit(1);

/** Prepared once per database handle, for members who see every client (as records-queries). */
const prepared = perDatabase((db) =>
  recordQuery(db, {
    company: eq(record.companyId, sql.placeholder("companyId")),
    id: sql.placeholder("id"),
    kind: sql.placeholder("kind"),
  }).prepare("reports_record_with_branding"),
);

export type ReportRecordRow = NonNullable<Awaited<ReturnType<typeof findReportRecord>>>;

/** The record (deleted or not) with everything its report shows; null when not the company's. */
export async function findReportRecord(
  db: Db,
  key: { scope: CompanyScope; kind: RecordKind; id: string },
) {
  if (!isUuid(key.id)) return null;
  const [found] = seesEveryClient(key.scope)
    ? await prepared(db).execute({ companyId: key.scope.id, id: key.id, kind: key.kind })
    : await recordQuery(db, { company: inCompany(record.companyId, key.scope), ...key });
  return found ?? null;
}

/**
 * The branding and client name for a record already read (the client data export reads records
 * of a deleted client too, so the client is not required to be live here).
 */
export async function findReportBranding(db: Db, scope: CompanyScope, clientId: string) {
  const [found] = await db
    .select({ client: clientNameColumns, ...branding })
    .from(company)
    .innerJoin(user, eq(user.id, company.ownerUserId))
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .leftJoin(client, and(inCompany(client.companyId, scope), eq(client.id, clientId)))
    .where(inCompany(company.id, scope))
    .limit(1);
  if (!found) throw new Error("the caller's company vanished");
  return found;
}

/** Keeps one report file handed out, in the caller's company (ADR 034). */
export async function insertReportIssue(
  db: Db,
  scope: CompanyScope,
  issue: Omit<typeof reportIssue.$inferInsert, "companyId">,
): Promise<void> {
  await db.insert(reportIssue).values({ ...issue, companyId: scope.id });
}
