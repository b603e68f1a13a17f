import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordNotFound, recordRestoreExpired } from "./record-errors";
import { recordJsonOfRow } from "./record-json";
import type { RecordJson, RecordKindDefinition } from "./record-kind";
import { findRecord, markRecordRestored } from "./record-queries";

/** Brings back a record deleted in the last 30 days (410 after); a live one is returned as is. */
export async function restoreRecord<N extends object, In, S extends In, R>(
  deps: RecordDeps,
  kind: RecordKindDefinition<N, In, S, R>,
  target: RecordTarget,
): Promise<RecordJson<N, S, R>> {
  const key = { ...target, kind: kind.kind };
  const restored = await markRecordRestored(deps.db, key);
  if (restored) return recordJsonOfRow(kind, deps.tables, restored);
  const row = await findRecord(deps.db, key);
  if (!row) throw recordNotFound(kind.noun);
  if (!row.deletedAt) return recordJsonOfRow(kind, deps.tables, row);
  throw recordRestoreExpired(kind.noun);
}
