import {
  emptyRoaContent,
  type RoaContent,
  type RoaDraftResponse,
  riskProfileOf,
  roaProblems,
} from "@adviser-desk/contracts";
import { formatDateTime } from "@adviser-desk/format";
import { AppError } from "#server/errors/app-error";
import type { ReportDeps } from "#server/features/reports";
import type { CompanyScope } from "#server/tenancy/caller";
import { packRecordNotFound } from "../advice-pack-errors";
import { loadRoaFile, type RoaFile } from "./roa-file";
import { findRoaDraft, nextRoaNumber, saveRoaDraftRow } from "./roa-queries";

type ClientParams = { scope: CompanyScope; clientId: string };

export const roaVersionConflict = () =>
  new AppError(
    409,
    "record-of-advice/version-conflict",
    "Someone else saved this record of advice: reload it and make your change again.",
  );

/** The draft as the editor reads it, with what it draws from the file and why it cannot be issued yet. */
export function roaDraftJson(
  params: ClientParams,
  file: RoaFile,
  draft: { content: RoaContent; version: number; updatedAt: Date | null },
  nextIssueNumber: number,
): RoaDraftResponse {
  const live = new Set(file.records.map((r) => r.record.id));
  return {
    clientId: params.clientId,
    clientFullName: file.clientFullName,
    version: draft.version,
    updatedAtText: draft.updatedAt ? formatDateTime(draft.updatedAt) : null,
    content: draft.content,
    profile: file.profile,
    records: file.records.map((r) => r.record),
    risk: riskProfileOf(draft.content.needs.riskAnswers),
    problems: roaProblems(draft.content, live),
    nextIssueNumber,
  };
}

/** GET /clients/:id/record-of-advice: the saved draft, or an empty one (version 0). */
export async function getRoaDraft(deps: ReportDeps, params: ClientParams) {
  const file = await loadRoaFile(deps, params);
  const [saved, next] = await Promise.all([
    findRoaDraft(deps.db, params),
    nextRoaNumber(deps.db, params),
  ]);
  return roaDraftJson(
    params,
    file,
    saved ?? { content: emptyRoaContent(), version: 0, updatedAt: null },
    next,
  );
}

/** PUT /clients/:id/record-of-advice: saves the draft over the version read (409 otherwise). */
export async function saveRoaDraft(
  deps: ReportDeps,
  params: ClientParams & { version: number; content: RoaContent; userId: string },
) {
  const file = await loadRoaFile(deps, params);
  const live = new Set(file.records.map((r) => r.record.id));
  const named = [
    ...params.content.basis.recordIds,
    ...params.content.products.flatMap((p) => (p.evidence ? [p.evidence.recordId] : [])),
  ];
  if (!named.every((id) => live.has(id))) throw packRecordNotFound();
  const version = await saveRoaDraftRow(deps.db, params);
  if (version === null) throw roaVersionConflict();
  return roaDraftJson(
    params,
    file,
    { content: params.content, version, updatedAt: new Date() },
    await nextRoaNumber(deps.db, params),
  );
}
