import { type ExportContributor, jsonFile } from "./export-contributor";
import { reportIssuesOfClient } from "./export-queries";

/** The single reports (PDF, Word, Excel, CSV) handed out for the client's records (ADR 034). */
export const reportIssueContributor: ExportContributor = {
  folder: "reports-issued",
  describes:
    "Each report of a single calculation downloaded for this client: when, which calculation and version, and as what file (PDF, Word, Excel or CSV).",
  async *files({ deps, client }) {
    const issues = await reportIssuesOfClient(deps.db, {
      scope: client.scope,
      clientId: client.id,
    });
    if (issues.length === 0) return;
    yield jsonFile(
      "reports-issued/reports.json",
      issues.map((issue) => ({
        issuedAt: issue.issuedAt.toISOString(),
        kind: issue.kind,
        record: issue.recordName,
        recordVersion: issue.recordVersion,
        format: issue.format,
      })),
    );
  },
};
