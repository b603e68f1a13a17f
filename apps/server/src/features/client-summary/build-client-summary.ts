import { type ClientSummaryResponse, RECORD_KINDS } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import { clientDeleted, clientJson, clientNotFound, findClient } from "#server/features/clients";
import type { RecordDeps } from "#server/features/records";
import type { CompanyScope } from "#server/tenancy/caller";
import {
  type ClientRecordRow,
  findLastReview,
  listLiveRecordsOfClient,
  listPackHeads,
  listReportIssues,
} from "./client-summary-queries";
import { keyFigures } from "./key-figures";
import { profileLines } from "./profile-lines";
import { summaryBlocks } from "./summary-blocks";
import { changesSince, timelineOf } from "./timeline";

/**
 * The client summary: profile, the latest record of each kind's headline figures (finance
 * engine), what changed since the last review, and the file's timeline. 404 for an unknown or
 * another company's client, 409 for a deleted one.
 */
export async function buildClientSummary(
  deps: RecordDeps,
  params: { scope: CompanyScope; clientId: string },
): Promise<ClientSummaryResponse> {
  const row = await findClient(deps.db, { scope: params.scope, id: params.clientId });
  if (!row) throw clientNotFound();
  if (row.deletedAt) throw clientDeleted();
  const [records, packs, reports, reviewedAt, spouse] = await Promise.all([
    listLiveRecordsOfClient(deps.db, params) as Promise<ClientRecordRow[]>,
    listPackHeads(deps.db, params),
    listReportIssues(deps.db, params),
    findLastReview(deps.db, params),
    row.spouseClientId
      ? findClient(deps.db, { scope: params.scope, id: row.spouseClientId })
      : null,
  ]);
  const client = clientJson(row);
  const timeline = timelineOf(records, packs, reports);
  const lastReviewedAt = reviewedAt ?? null;
  const summary = {
    client,
    clientFullName: `${row.clientName} ${row.clientSurname}`.trim(),
    profile: profileLines(
      client,
      spouse && !spouse.deletedAt ? `${spouse.clientName} ${spouse.clientSurname}`.trim() : null,
    ),
    keyFigures: await keyFigures(deps, records),
    review: {
      lastReviewedAt: lastReviewedAt?.toISOString() ?? null,
      lastReviewedText: lastReviewedAt ? formatDate(lastReviewedAt) : null,
      changes: changesSince(timeline, lastReviewedAt),
    },
    timeline,
    records: RECORD_KINDS.flatMap((kind) =>
      records
        .filter((r) => r.kind === kind)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          name: r.name,
          locked: r.locked,
          version: r.version,
          updatedText: formatDate(r.updatedAt),
        })),
    ),
  };
  return { ...summary, blocks: summaryBlocks(summary) };
}
