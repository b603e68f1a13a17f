import type { RecordKind } from "@adviser-desk/contracts";
import { computeRecord } from "./compute-record";
import { loadRecordForChange } from "./load-record";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordVersionConflict } from "./record-errors";
import { recordJson, recordJsonOfRow } from "./record-json";
import type { InputsOf, NamesOf, RecordKindDefinition, RecordOf } from "./record-kind";
import { findRecord, saveRecordIfCurrent } from "./record-queries";
import { checkSourceLinks, sourcesOf } from "./sources/check-source-links";

/**
 * Saves a record (PUT): name and inputs replace the stored ones, only from the version last
 * read and only while unlocked. The inputs are checked and the result computed first; then one
 * conditional UPDATE saves, and only a refused save reads the record to say why (404, or 409
 * deleted, locked or version-conflict with the record as it is now).
 */
export async function updateRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget & { body: NamesOf<K> & { version: number; inputs: InputsOf<K> } },
): Promise<RecordOf<K>> {
  const { body } = target;
  const names = kind.names.pick(body);
  const computed = await computeRecord(kind, deps.tables, { inputs: body.inputs, names });
  await checkLinksOfSave(deps, kind.kind, target);
  const saved = await saveRecordIfCurrent(deps.db, {
    scope: target.scope,
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

/**
 * The links of a save are checked against the record's own client; an unknown record skips the
 * check (the save itself answers 404 and changes nothing).
 */
async function checkLinksOfSave(
  deps: RecordDeps,
  kind: RecordKind,
  target: RecordTarget & { body: { inputs: unknown } },
) {
  if (Object.keys(sourcesOf(target.body.inputs)).length === 0) return;
  const row = await findRecord(deps.db, { scope: target.scope, id: target.id, kind });
  if (!row) return;
  await checkSourceLinks(deps, {
    scope: target.scope,
    clientId: row.clientId,
    kind,
    inputs: target.body.inputs,
  });
}
