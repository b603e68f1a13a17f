import { KIND_WORDS, type RoaRecord } from "@adviser-desk/contracts";
import { formatDate } from "@adviser-desk/format";
import {
  type ClientRecordRow,
  listLiveRecordsOfClient,
  profileLines,
} from "#server/features/client-summary";
import { clientDeleted, clientJson, clientNotFound, findClient } from "#server/features/clients";
import type { ReportDeps } from "#server/features/reports";
import { type BuiltReport, buildKindReport } from "#server/features/reports";
import type { CompanyScope } from "#server/tenancy/caller";
import { recordEvidence } from "./record-evidence";

/** One live calculation of the client, with its report (built by the report code of its kind). */
export interface FileRecord {
  record: RoaRecord;
  built: BuiltReport<ClientRecordRow["kind"]>;
}

/**
 * What a record of advice draws from the client's file: the name, the profile lines a client
 * may read (no identity numbers), and every live calculation with its report, dated tables and
 * the results a recommendation can point to. 404 for an unknown or another company's client,
 * 409 for a deleted one.
 */
export async function loadRoaFile(
  deps: ReportDeps,
  params: { scope: CompanyScope; clientId: string },
) {
  const row = await findClient(deps.db, { scope: params.scope, id: params.clientId });
  if (!row) throw clientNotFound();
  if (row.deletedAt) throw clientDeleted();
  const spouse = row.spouseClientId
    ? await findClient(deps.db, { scope: params.scope, id: row.spouseClientId })
    : null;
  const profile = profileLines(
    clientJson(row),
    spouse && !spouse.deletedAt ? `${spouse.clientName} ${spouse.clientSurname}`.trim() : null,
  )
    .filter((line) => !line.identity)
    .map(({ label, value }) => ({ label, value }));
  const rows = (await listLiveRecordsOfClient(deps.db, params)) as ClientRecordRow[];
  const records: FileRecord[] = await Promise.all(
    rows.map(async (r) => {
      const built = await buildKindReport(deps, r.kind, { scope: params.scope, row: r });
      return {
        built,
        record: {
          id: r.id,
          kind: r.kind,
          name: r.name,
          version: r.version,
          locked: r.locked,
          description: `${KIND_WORDS[r.kind].label} · saved ${formatDate(r.updatedAt)}`,
          tables: built.report.basis.tables.map((t) => t.label),
          evidence: recordEvidence(r.kind, r.name, built.result),
        },
      };
    }),
  );
  return {
    clientFullName: `${row.clientName} ${row.clientSurname}`.trim(),
    clientEmail: row.email,
    idNumber: row.idNumber,
    profile,
    records,
  };
}
export type RoaFile = Awaited<ReturnType<typeof loadRoaFile>>;
