import type { RecordKind } from "@adviser-desk/contracts";
import { loadRecordForChange } from "./load-record";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordJsonOfRow } from "./record-json";
import type { RecordKindDefinition, RecordOf } from "./record-kind";
import { updateRecordIfCurrent } from "./record-queries";

/**
 * Unlocks a record (always an explicit step): the snapshot is dropped and its result is computed
 * with the newest rate tables again. Unlocking an unlocked record changes nothing.
 */
export async function unlockRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget & { version?: number | undefined },
): Promise<RecordOf<K>> {
  const row = await loadRecordForChange(deps, kind, target, {
    version: target.version,
    unlocked: false,
  });
  if (!row.locked) return recordJsonOfRow(kind, deps.tables, row);
  const unlocked = await updateRecordIfCurrent(deps.db, {
    ...target,
    kind: kind.kind,
    version: row.version,
    whenLocked: true,
    changes: { locked: false, lockedAt: null, resultSnapshot: null, rateTableIds: null },
  });
  if (!unlocked) {
    await loadRecordForChange(deps, kind, target, { version: row.version, unlocked: false });
    throw new Error("record changed and then changed back during an unlock");
  }
  return recordJsonOfRow(kind, deps.tables, unlocked);
}
