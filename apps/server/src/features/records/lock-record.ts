import type { RecordKind } from "@adviser-desk/contracts";
import { computeRecord } from "./compute-record";
import { loadRecordForChange } from "./load-record";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordJson, recordJsonOfRow } from "./record-json";
import type { RecordKindDefinition, RecordOf } from "./record-kind";
import { lockRecordIfCurrent } from "./record-lock-queries";

/**
 * Locks a record: it refuses changes from now on and keeps the result computed now and the
 * identity of the rate tables used, so its report never changes. Locking a locked record
 * changes nothing.
 */
export async function lockRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget & { version?: number | undefined },
): Promise<RecordOf<K>> {
  const row = await loadRecordForChange(deps, kind, target, {
    version: target.version,
    unlocked: false,
  });
  if (row.locked) return recordJsonOfRow(kind, deps.tables, row);
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
  if (!locked) {
    await loadRecordForChange(deps, kind, target, { version: row.version, unlocked: true });
    throw new Error("record changed and then changed back during a lock");
  }
  return recordJson(kind, locked, computed);
}
