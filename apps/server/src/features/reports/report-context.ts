import { isoDateInSouthAfrica } from "@adviser-desk/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { client, company, companyLogo, rateTable, user } from "../../db/schema";
import type { CompanyScope } from "../../tenancy/caller";
import { inCompany } from "../../tenancy/in-company";
import type { RecordDeps, RecordTarget } from "../records/record-deps";
import { recordDeleted, recordNotFound } from "../records/record-errors";
import { resultOfRow } from "../records/record-json";
import type { Computed, RecordKindDefinition } from "../records/record-kind";
import { findRecord, type RecordRow } from "../records/record-queries";

export type CompanyRow = typeof company.$inferSelect;
export interface LogoImage {
  bytes: Buffer;
  width: number;
  height: number;
}
export interface RateTableRow {
  id: string;
  kind: "tax-year" | "transfer-duty" | "transfer-cost-tariff" | "lump-sum";
  key: string;
  version: number;
  source: string;
  data: unknown;
}

/** Everything one report is drawn from, read in one place (every query scoped by company). */
export interface ReportContext<Names, Stored, Result> {
  row: RecordRow;
  names: Names;
  computed: Computed<Stored, Result>;
  /** The stored rate tables the result was computed with, in the order of computed.rateTables. */
  tables: RateTableRow[];
  clientFullName: string;
  company: CompanyRow;
  /** The account holder's sign-in e-mail (spec §1 accountEmail). */
  accountEmail: string;
  logo: LogoImage | null;
  /** YYYY-MM-DD: the day it was locked (a locked report never changes), otherwise today. */
  reportDate: string;
}

async function companyWithOwner(db: Db, scope: CompanyScope) {
  const [found] = await db
    .select({ company, ownerEmail: user.email })
    .from(company)
    .innerJoin(user, eq(user.id, company.ownerUserId))
    .where(inCompany(company.id, scope))
    .limit(1);
  if (!found) throw new Error("the caller's company vanished");
  return found;
}

export async function findLogo(db: Db, scope: CompanyScope): Promise<LogoImage | null> {
  const [logo] = await db
    .select({ bytes: companyLogo.bytes, width: companyLogo.width, height: companyLogo.height })
    .from(companyLogo)
    .where(inCompany(companyLogo.companyId, scope));
  return logo ?? null;
}

async function clientName(db: Db, scope: CompanyScope, clientId: string) {
  const [found] = await db
    .select({ name: client.clientName, surname: client.clientSurname })
    .from(client)
    .where(and(inCompany(client.companyId, scope), eq(client.id, clientId)));
  return found ? `${found.name} ${found.surname}`.trim() : "";
}

async function rateTableRows(db: Db, ids: string[]): Promise<RateTableRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
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
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * A record already read by a company-scoped query (the client data export reads every record of
 * a client, deleted ones and those of a deleted client too, which the records API refuses).
 */
export interface StoredRecord {
  scope: CompanyScope;
  row: RecordRow;
}

/**
 * Loads a record of the caller's company with its result — the locked snapshot and its tables,
 * or computed now with the current tables (the records API's own path) — and the branding.
 */
export async function loadReportContext<N extends object, In, S extends In, R>(
  deps: RecordDeps,
  kind: RecordKindDefinition<N, In, S, R>,
  source: RecordTarget | StoredRecord,
  now = new Date(),
): Promise<ReportContext<N, S, R>> {
  const row =
    "row" in source ? source.row : await findRecord(deps.db, { ...source, kind: kind.kind });
  if (!row) throw recordNotFound(kind.noun);
  if (row.deletedAt && !("row" in source)) throw recordDeleted(kind.noun);
  const { scope } = source;
  const computed = await resultOfRow(kind, deps.tables, row);
  const [owned, logo, clientFullName, tables] = await Promise.all([
    companyWithOwner(deps.db, scope),
    findLogo(deps.db, scope),
    clientName(deps.db, scope, row.clientId),
    rateTableRows(
      deps.db,
      computed.rateTables.map((ref) => ref.id),
    ),
  ]);
  return {
    row,
    names: kind.names.fromColumns(row),
    computed,
    tables,
    clientFullName,
    company: owned.company,
    accountEmail: owned.ownerEmail,
    logo,
    reportDate: isoDateInSouthAfrica(row.locked && row.lockedAt ? row.lockedAt : now),
  };
}
