import type { RecordKind } from "@adviser-desk/contracts";
import type { Db } from "#server/db/database";
import { isUuid } from "#server/db/is-uuid";
import type { CompanyScope } from "#server/tenancy/caller";
import { clientNotFound } from "./record-errors";
import { recordSummaryJson } from "./record-json";
import type { RecordKindDefinition, RecordSummaryOf } from "./record-kind";
import { isClientLive, listRecordRows } from "./record-queries";

/**
 * Spec §7: a client's records of one kind, newest first, up to `limit` (default 1000); deleted
 * ones are left out (spec §4) unless `deleted` asks for the recently deleted instead.
 */
export async function listClientRecords<K extends RecordKind>(
  db: Db,
  kind: RecordKindDefinition<K>,
  params: { scope: CompanyScope; clientId: string; limit: number; deleted: boolean },
): Promise<{ items: RecordSummaryOf<K>[] }> {
  if (!isUuid(params.clientId)) throw clientNotFound();
  const rows = await listRecordRows(db, { ...params, kind: kind.kind });
  // One query in the common case; an empty list asks whether the client is there at all.
  if (rows.length === 0 && !(await isClientLive(db, params))) throw clientNotFound();
  return { items: rows.map((row) => recordSummaryJson(kind, row)) };
}
