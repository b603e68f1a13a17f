import { isoDateInSouthAfrica, type RecordKind } from "@adviser-desk/contracts";
import type { LogoImage } from "#server/documents/logo-image";
import type { RateTableRow } from "#server/features/rate-tables";
import type {
  Computed,
  NamesOf,
  RecordDeps,
  RecordKindDefinition,
  RecordRow,
  RecordTarget,
} from "#server/features/records";
import { recordDeleted, recordNotFound, resultOfRow } from "#server/features/records";
import type { CompanyScope } from "#server/tenancy/caller";
import { findReportBranding, findReportRecord, type ReportRecordRow } from "./report-queries";

/** Everything one report is drawn from, read in one place (every query scoped by company). */
export interface ReportContext<K extends RecordKind> {
  row: RecordRow;
  names: NamesOf<K>;
  computed: Computed<K>;
  /** The stored rate tables the result was computed with, in the order of computed.rateTables. */
  tables: RateTableRow[];
  clientFullName: string;
  company: ReportRecordRow["company"];
  /** The account holder's sign-in e-mail (spec §1 accountEmail). */
  accountEmail: string;
  logo: LogoImage | null;
  /** YYYY-MM-DD: the day it was locked (a locked report never changes), otherwise today. */
  reportDate: string;
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
export async function loadReportContext<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  source: RecordTarget | StoredRecord,
  now = new Date(),
): Promise<ReportContext<K>> {
  const { scope } = source;
  const found =
    "row" in source
      ? { row: source.row, ...(await findReportBranding(deps.db, scope, source.row.clientId)) }
      : await findReportRecord(deps.db, { ...source, kind: kind.kind });
  if (!found) throw recordNotFound(kind.noun);
  const { row } = found;
  if (row.deletedAt && !("row" in source)) throw recordDeleted(kind.noun);
  const computed = await resultOfRow(kind, deps.tables, row);
  const tables = await deps.tables.rows(computed.rateTables.map((ref) => ref.id));
  return {
    row,
    names: kind.names.fromColumns(row),
    computed,
    tables,
    clientFullName: found.client ? `${found.client.name} ${found.client.surname}`.trim() : "",
    company: found.company,
    accountEmail: found.ownerEmail,
    logo: found.logo,
    reportDate: isoDateInSouthAfrica(row.locked && row.lockedAt ? row.lockedAt : now),
  };
}
