import type { RecordKind } from "@adviser-desk/contracts";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordNotFound, recordRestoreExpired } from "./record-errors";
import { recordJsonOfRow } from "./record-json";
import type { RecordKindDefinition, RecordOf } from "./record-kind";
import { findRecord, markRecordRestored } from "./record-queries";

/** Brings back a record deleted in the last 30 days (410 after); a live one is returned as is. */
export async function restoreRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget,
): Promise<RecordOf<K>> {
  const key = { ...target, kind: kind.kind };
  const restored = await markRecordRestored(deps.db, key);
  if (restored) return recordJsonOfRow(kind, deps.tables, restored);
  const row = await findRecord(deps.db, key);
  if (!row) throw recordNotFound(kind.noun);
  if (!row.deletedAt) return recordJsonOfRow(kind, deps.tables, row);
  throw recordRestoreExpired(kind.noun);
}
