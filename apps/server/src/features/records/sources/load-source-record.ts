import type { RecordKind } from "@adviser-desk/contracts";
import type { RecordDeps, RecordTarget } from "../record-deps";
import { recordNotFound } from "../record-errors";
import type { RecordKindDefinition } from "../record-kind";
import { findRecord } from "../record-queries";
import { readSource, type SourceRecord } from "./read-source";

/** The record an action starts from, with its client: 404 unless live and the company's own. */
export async function loadSourceRecord<K extends RecordKind>(
  deps: RecordDeps,
  kind: RecordKindDefinition<K>,
  target: RecordTarget,
): Promise<{ clientId: string; source: SourceRecord }> {
  const row = await findRecord(deps.db, { ...target, kind: kind.kind });
  if (!row || row.deletedAt !== null) throw recordNotFound(kind.noun);
  const source = await readSource(deps, {
    scope: target.scope,
    clientId: row.clientId,
    kind: kind.kind,
    id: target.id,
  });
  if (!source) throw recordNotFound(kind.noun);
  return { clientId: row.clientId, source };
}
