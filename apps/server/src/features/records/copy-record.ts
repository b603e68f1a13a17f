import type { RecordKind } from "@adviser-desk/contracts";
import { computeRecord } from "./compute-record";
import { loadRecordForChange } from "./load-record";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordJson } from "./record-json";
import type { RecordKindDefinition, RecordOf } from "./record-kind";
import { insertRecord } from "./record-queries";

/**
 * Spec §4: a copy is always unlocked (a locked record can be copied), is created now, keeps the
 * client and the inputs, and is named after the original plus " (COPY)".
 */
export async function copyRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget,
): Promise<RecordOf<K>> {
  const source = await loadRecordForChange(deps, kind, target, { unlocked: false });
  const names = kind.names.copyOf(kind.names.fromColumns(source));
  const inputs = kind.inputsSchema.parse(source.inputs);
  const computed = await computeRecord(kind, deps.tables, { inputs, names });
  const row = await insertRecord(deps.db, target.scope, {
    clientId: source.clientId,
    kind: kind.kind,
    ...kind.names.toColumns(names),
    inputs: computed.inputs,
  });
  return recordJson(kind, row, computed);
}
