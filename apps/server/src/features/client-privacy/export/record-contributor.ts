import { setTimeout as sleep } from "node:timers/promises";
import { KIND_WORDS, type RecordKind } from "@adviser-desk/contracts";
import { safeFileName } from "#server/documents/file-name";
import type { ReportPdfJob } from "#server/documents/pdf/render-pdf";
import { AppError } from "#server/errors/app-error";
import { buildKindReport } from "#server/features/reports";
import type { ExportContext, ExportContributor } from "./export-contributor";
import { jsonFile } from "./export-contributor";
import { clientRecordPage, recordVersionsOf, type StoredRecordRow } from "./export-queries";
import type { ZipEntry } from "./zip-stream";

/** Records read per query: one page is in memory at a time. */
export const RECORD_PAGE_SIZE = 50;
/** A busy PDF pool (429) is waited for this many times before the PDF is left out. */
const PDF_BUSY_RETRIES = 12;

async function* recordRows(context: ExportContext): AsyncGenerator<StoredRecordRow> {
  let after: { createdAtKey: string; id: string } | null = null;
  for (;;) {
    const page = await clientRecordPage(context.deps.db, {
      scope: context.client.scope,
      clientId: context.client.id,
      after,
      limit: RECORD_PAGE_SIZE,
    });
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < RECORD_PAGE_SIZE) return;
    after = { createdAtKey: last.createdAtKey, id: last.id };
  }
}

/** The PDF the report screen would give, waiting while the company's PDFs are busy. */
async function reportPdf(context: ExportContext, row: StoredRecordRow) {
  const { deps, client, log } = context;
  const built = await buildKindReport(deps, row.kind, { scope: client.scope, row });
  const logo = built.logo
    ? { data: built.logo.bytes, width: built.logo.width, height: built.logo.height }
    : null;
  for (let attempt = 0; ; attempt++) {
    try {
      const job: ReportPdfJob = {
        kind: "report",
        companyId: client.scope.id,
        report: built.report,
        logo,
      };
      const pdf = await deps.pdf.render(job, log);
      return { pdf, result: built.result };
    } catch (error) {
      const busy = error instanceof AppError && error.code === "reports/pdf-busy";
      if (!busy || attempt >= PDF_BUSY_RETRIES) throw error;
      await sleep((error.retryAfterSeconds ?? 1) * 1000);
    }
  }
}

function storedJson(row: StoredRecordRow) {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    taxYear: row.taxYear,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    locked: row.locked,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    version: row.version,
    inputs: row.inputs,
    resultSnapshot: row.resultSnapshot,
    rateTableIds: row.rateTableIds,
  };
}

/** One stored version: what the record was when it reached it (ADR 034). */
function versionJson(row: Awaited<ReturnType<typeof recordVersionsOf>>[number]) {
  return {
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    name: row.name,
    taxYear: row.taxYear,
    locked: row.locked,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    inputs: row.inputs,
  };
}

/**
 * Every record of the client (deleted ones too) as stored — inputs, the locked result snapshot
 * and its rate tables, version and dates, and every earlier version kept — with the result its report shows, and that report as
 * a PDF. A record whose report cannot be made still has its JSON, which says why.
 */
export const recordContributor: ExportContributor = {
  folder: "records",
  describes:
    'Every calculation kept for the client (also deleted ones): the inputs and results as stored, each version it went through ("versions"), and the report of each as a PDF.',
  async *files(context): AsyncGenerator<ZipEntry> {
    const counts = new Map<RecordKind, number>();
    for await (const row of recordRows(context)) {
      const n = (counts.get(row.kind) ?? 0) + 1;
      counts.set(row.kind, n);
      const base = `records/${KIND_WORDS[row.kind].exportFolder}/${String(n).padStart(3, "0")} ${safeFileName(row.name).slice(0, 80)}`;
      let report: Awaited<ReturnType<typeof reportPdf>> | null = null;
      let reportError: string | null = null;
      try {
        report = await reportPdf(context, row);
      } catch (error) {
        context.log.warn({ err: error, record: row.id }, "export: a report could not be made");
        reportError = error instanceof AppError ? error.message : "the report could not be made";
      }
      const versions = await recordVersionsOf(context.deps.db, {
        scope: context.client.scope,
        recordId: row.id,
      });
      yield jsonFile(`${base}.json`, {
        ...storedJson(row),
        versions: versions.map(versionJson),
        result: report?.result ?? null,
        reportPdf: report ? `${base.split("/").at(-1)}.pdf` : null,
        ...(reportError ? { reportError } : {}),
      });
      if (report) yield { path: `${base}.pdf`, data: report.pdf, compress: false };
    }
  },
};
