import type { RecordKind } from "@adviser-desk/contracts";
import type { RecordDeps, RecordTarget } from "./record-deps";
import {
  recordDeleted,
  recordLocked,
  recordNotFound,
  recordVersionConflict,
} from "./record-errors";
import { recordJsonOfRow } from "./record-json";
import type { RecordKindDefinition } from "./record-kind";
import { findRecord, type RecordRow } from "./record-queries";

/**
 * Loads a record for a change and refuses, in this order: unknown (404), deleted (409
 * records/deleted), locked when the change needs it unlocked (409 records/locked), or read at
 * another version (409 records/version-conflict with the record as it is now).
 */
export async function loadRecordForChange<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget,
  expect: { version?: number | undefined; unlocked: boolean },
): Promise<RecordRow> {
  const row = await findRecord(deps.db, { ...target, kind: kind.kind });
  if (!row) throw recordNotFound(kind.noun);
  if (row.deletedAt) throw recordDeleted(kind.noun);
  if (expect.unlocked && row.locked) throw recordLocked(kind.noun);
  if (expect.version !== undefined && expect.version !== row.version) {
    throw recordVersionConflict(kind.noun, await recordJsonOfRow(kind, deps.tables, row));
  }
  return row;
}
