import type { RecordKind } from "@adviser-desk/contracts";
import { computeRecord } from "./compute-record";
import { loadRecordForChange } from "./load-record";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordJson, recordJsonOfRow } from "./record-json";
import type { RecordKindDefinition, RecordOf } from "./record-kind";
import { lockRecordIfCurrent } from "./record-lock-queries";
import { type RecordRow, updateRecordIfCurrent } from "./record-queries";

export type LockAction = "lock" | "unlock";

type Target = RecordTarget & { version?: number | undefined };

/**
 * Locks or unlocks a record. A locked record refuses changes and keeps the result computed when
 * it was locked and the identity of the rate tables used, so its report never changes; unlocking
 * (always an explicit step) drops that snapshot and computes with the newest rate tables again.
 * Asking for the state the record is already in changes nothing.
 */
export async function setRecordLock<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: Target,
  action: LockAction,
): Promise<RecordOf<K>> {
  const row = await loadRecordForChange(deps, kind, target, {
    version: target.version,
    unlocked: false,
  });
  const locking = action === "lock";
  if (row.locked === locking) return recordJsonOfRow(kind, deps.tables, row);
  const changed = locking
    ? await lockRow(deps, kind, target, row)
    : await unlockRow(deps, kind, target, row);
  if (changed) return changed;
  // The row moved on between the read and the write: answer as a fresh load would.
  await loadRecordForChange(deps, kind, target, { version: row.version, unlocked: locking });
  throw new Error(
    `record changed and then changed back during ${locking ? "a lock" : "an unlock"}`,
  );
}

async function lockRow<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: Target,
  row: RecordRow,
): Promise<RecordOf<K> | undefined> {
  const computed = await computeRecord(kind, deps.tables, {
    inputs: kind.inputsSchema.parse(row.inputs),
    names: kind.names.fromColumns(row),
  });
  const locked = await lockRecordIfCurrent(
    deps.db,
    { ...target, kind: kind.kind, version: row.version },
    {
      inputs: computed.inputs,
      result: computed.result,
      rateTableIds: computed.rateTables.map((table) => table.id),
    },
  );
  return locked ? recordJson(kind, locked, computed) : undefined;
}

async function unlockRow<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: Target,
  row: RecordRow,
): Promise<RecordOf<K> | undefined> {
  const unlocked = await updateRecordIfCurrent(deps.db, {
    ...target,
    kind: kind.kind,
    version: row.version,
    whenLocked: true,
    changes: { locked: false, lockedAt: null, resultSnapshot: null, rateTableIds: null },
  });
  return unlocked ? recordJsonOfRow(kind, deps.tables, unlocked) : undefined;
}
