import { createHash } from "node:crypto";
import {
  type AdvicePack,
  type AdvicePackRecord,
  isoDateInSouthAfrica,
} from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import type { FastifyBaseLogger } from "fastify";
import { isUuid } from "../../db/is-uuid";
import type { CompanyScope } from "../../tenancy/caller";
import { buildClientSummary } from "../client-summary/build-client-summary";
import { buildKindReport } from "../reports/build-report";
import type { ReportDeps } from "../reports/report-deps";
import { packRecordNotFound } from "./advice-pack-errors";
import { advicePackJson } from "./advice-pack-json";
import type { AdvicePackModel } from "./advice-pack-model";
import { findClientRecords, findFspNumber, insertPack } from "./advice-pack-queries";
import type { PackPdfJob } from "./render-pack-pdf";

/** Pages of a react-pdf (pdfkit) file: its page objects are written as plain dictionaries. */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

/** Printed under the pack's client summary. */
export const PACK_SUMMARY_NOTE =
  "Each figure above is from the latest record of its kind in this client's file. The reports that follow set out the basis and assumptions of the records in this pack.";

/**
 * Issues a record-of-advice pack: the summary and the ticked records' reports, each built by
 * the report code of its kind, rendered as one PDF and stored with its SHA-256 and the record
 * versions printed, so it can be downloaded again exactly as issued.
 */
export async function issueAdvicePack(
  deps: ReportDeps,
  params: {
    scope: CompanyScope;
    clientId: string;
    issuer: { id: string; name: string };
    recordIds: string[];
    now?: Date;
    log?: FastifyBaseLogger;
  },
): Promise<AdvicePack> {
  const { scope, clientId } = params;
  const now = params.now ?? new Date();
  const summary = await buildClientSummary(deps, { scope, clientId });
  if (!params.recordIds.every(isUuid)) throw packRecordNotFound();
  const found = await findClientRecords(deps.db, { scope, clientId, ids: params.recordIds });
  const records: AdvicePackRecord[] = params.recordIds.map((id) => {
    const row = found.find((r) => r.id === id);
    if (!row) throw packRecordNotFound();
    return row;
  });
  const built = await Promise.all(
    records.map((r) => buildKindReport(deps, r.kind, { scope, id: r.id })),
  );
  const first = built[0];
  if (!first) throw packRecordNotFound();
  const issuedDate = isoDateInSouthAfrica(now);
  const pack: AdvicePackModel = {
    title: "Record of advice",
    clientFullName: summary.clientFullName,
    adviserName: params.issuer.name,
    company: first.report.company,
    fspNumber: await findFspNumber(deps.db, scope),
    issuedDate,
    issuedDateText: formatDate(issuedDate),
    summaryTitle: "Client summary",
    summary: summary.blocks,
    summaryNote: PACK_SUMMARY_NOTE,
    reports: built.map((b) => b.report),
    disclaimer: first.report.basis.disclaimer,
  };
  const logo = first.logo
    ? { data: first.logo.bytes, width: first.logo.width, height: first.logo.height }
    : null;
  const job: PackPdfJob = { kind: "pack", companyId: scope.id, pack, logo };
  const pdf = await deps.pdf.render(job, params.log);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const pages = pdfPageCount(pdf);
  const id = await insertPack(deps.db, scope, {
    clientId,
    issuedByUserId: params.issuer.id,
    issuedByName: params.issuer.name,
    issuedAt: now,
    sha256,
    pages,
    records,
    pdf,
  });
  return advicePackJson({
    id,
    clientId,
    issuedAt: now,
    issuedByName: params.issuer.name,
    sha256,
    pages,
    bytes: pdf.byteLength,
    records,
  });
}
