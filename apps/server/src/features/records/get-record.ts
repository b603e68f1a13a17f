import type { RecordKind } from "@adviser-desk/contracts";
import type { RecordDeps, RecordTarget } from "./record-deps";
import { recordNotFound } from "./record-errors";
import { recordJsonOfRow } from "./record-json";
import type { RecordKindDefinition, RecordOf } from "./record-kind";
import { findRecord } from "./record-queries";

/** One record with its result (a deleted one too, with deletedAt: the screen offers restore). */
export async function getRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget,
): Promise<RecordOf<K>> {
  const row = await findRecord(deps.db, { ...target, kind: kind.kind });
  if (!row) throw recordNotFound(kind.noun);
  return recordJsonOfRow(kind, deps.tables, row);
}
