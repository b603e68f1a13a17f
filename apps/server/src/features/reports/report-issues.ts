import type { RecordKind } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import type { CompanyScope } from "#server/tenancy/caller";
import type { BuiltReport } from "./build-report";
import { insertReportIssue } from "./report-queries";

/** The files a single record's report is issued as. */
export type ReportIssueFormat = "pdf" | "docx" | "xlsx" | "csv";

/**
 * Keeps that a record's report was handed out as a file — which version, by whom, when — once
 * the file is made (a failed render issues nothing). The client summary's timeline lists these
 * (docs/decisions/034-record-history-and-report-issues.md).
 */
export async function recordReportIssue(
  db: Db,
  params: {
    scope: CompanyScope;
    userId: string;
    built: BuiltReport<RecordKind>;
    format: ReportIssueFormat;
  },
): Promise<void> {
  const { report } = params.built;
  await insertReportIssue(db, params.scope, {
    clientId: report.clientId,
    recordId: report.recordId,
    kind: report.kind,
    format: params.format,
    recordVersion: params.built.recordVersion,
    recordName: report.recordName,
    issuedByUserId: params.userId,
  });
}
