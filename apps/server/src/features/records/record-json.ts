import type { RecordKind } from "@adviser-desk/contracts";
import type { RateTableStore } from "#server/features/rate-tables";
import { computeRecord } from "./compute-record";
import type {
  Computed,
  RecordKindDefinition,
  RecordMeta,
  RecordOf,
  RecordSummaryOf,
} from "./record-kind";
import type { RecordRow, RecordSummaryRow } from "./record-queries";

function metaJson(row: RecordSummaryRow): RecordMeta {
  return {
    id: row.id,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    createdAtMs: row.createdAt.getTime(),
    updatedAt: row.updatedAt.toISOString(),
    locked: row.locked,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/**
 * A list item: the record without inputs or result. Built by assigning onto one new object: a
 * literal spreading two objects costs several times more, per item of every list.
 */
export function recordSummaryJson<K extends RecordKind>(
  kind: RecordKindDefinition<K>,
  row: RecordSummaryRow,
): RecordSummaryOf<K> {
  return Object.assign(metaJson(row), kind.names.fromColumns(row));
}

export function recordJson<K extends RecordKind>(
  kind: RecordKindDefinition<K>,
  row: RecordSummaryRow,
  computed: Computed<K>,
): RecordOf<K> {
  return Object.assign(recordSummaryJson(kind, row), {
    inputs: computed.inputs,
    result: computed.result,
    rateTables: computed.rateTables,
  });
}

/**
 * The result a record shows: a locked record's snapshot with the tables it was computed with
 * (unchanged when tables get new versions), otherwise computed now with the newest tables.
 */
export async function resultOfRow<K extends RecordKind>(
  kind: RecordKindDefinition<K>,
  tables: RateTableStore,
  row: RecordRow,
): Promise<Computed<K>> {
  if (row.locked) {
    return {
      inputs: kind.storedInputsSchema.parse(row.inputs),
      result: kind.resultSchema.parse(row.resultSnapshot),
      rateTables: await tables.refsFor(row.rateTableIds ?? []),
    };
  }
  return computeRecord(kind, tables, {
    inputs: kind.inputsSchema.parse(row.inputs),
    names: kind.names.fromColumns(row),
  });
}

/** The full JSON of a stored record. */
export async function recordJsonOfRow<K extends RecordKind>(
  kind: RecordKindDefinition<K>,
  tables: RateTableStore,
  row: RecordRow,
): Promise<RecordOf<K>> {
  return recordJson(kind, row, await resultOfRow(kind, tables, row));
}
