import { computeRecord } from "./compute-record";
import { loadRecordForChange } from "./load-record";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordVersionConflict } from "./record-errors";
import { recordJson, recordJsonOfRow } from "./record-json";
import type { RecordJson, RecordKindDefinition } from "./record-kind";
import { saveRecordIfCurrent } from "./record-queries";

/**
 * Saves a record (PUT): name and inputs replace the stored ones, only from the version last
 * read and only while unlocked. The inputs are checked and the result computed first; then one
 * conditional UPDATE saves, and only a refused save reads the record to say why (404, or 409
 * deleted, locked or version-conflict with the record as it is now).
 */
export async function updateRecord<N extends object, In, S extends In, R>(
  deps: RecordDeps,
  kind: RecordKindDefinition<N, In, S, R>,
  target: RecordTarget & { body: N & { version: number; inputs: In } },
): Promise<RecordJson<N, S, R>> {
  const { body } = target;
  const names = kind.names.pick(body);
  const computed = await computeRecord(kind, deps.tables, { inputs: body.inputs, names });
  const saved = await saveRecordIfCurrent(deps.db, {
    companyId: target.companyId,
    id: target.id,
    kind: kind.kind,
    version: body.version,
    ...kind.names.toColumns(names),
    inputs: computed.inputs,
  });
  if (saved) return recordJson(kind, saved, computed);
  const current = await loadRecordForChange(deps, kind, target, {
    version: body.version,
    unlocked: true,
  });
  // Changed and changed back between the two statements: still not a silent overwrite.
  throw recordVersionConflict(kind.noun, await recordJsonOfRow(kind, deps.tables, current));
}
