import type { RecordKind } from "@adviser-desk/contracts";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordLocked, recordNotFound } from "./record-errors";
import type { RecordKindDefinition } from "./record-kind";
import { findRecord, markRecordDeleted } from "./record-queries";

/**
 * Soft-deletes a record (restorable for 30 days). A locked record must be unlocked first;
 * deleting a deleted record changes nothing.
 */
export async function deleteRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget,
): Promise<void> {
  const key = { ...target, kind: kind.kind };
  if (await markRecordDeleted(deps.db, key)) return;
  const row = await findRecord(deps.db, key);
  if (!row) throw recordNotFound(kind.noun);
  if (row.deletedAt) return;
  if (row.locked) throw recordLocked(kind.noun);
  // Unlocked since the first attempt: try once more.
  if (!(await markRecordDeleted(deps.db, key))) throw recordLocked(kind.noun);
}
