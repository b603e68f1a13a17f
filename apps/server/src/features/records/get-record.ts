import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordNotFound } from "./record-errors";
import { recordJsonOfRow } from "./record-json";
import type { RecordJson, RecordKindDefinition } from "./record-kind";
import { findRecord } from "./record-queries";

/** One record with its result (a deleted one too, with deletedAt: the screen offers restore). */
export async function getRecord<N extends object, In, S extends In, R>(
  deps: RecordDeps,
  kind: RecordKindDefinition<N, In, S, R>,
  target: RecordTarget,
): Promise<RecordJson<N, S, R>> {
  const row = await findRecord(deps.db, { ...target, kind: kind.kind });
  if (!row) throw recordNotFound(kind.noun);
  return recordJsonOfRow(kind, deps.tables, row);
}
