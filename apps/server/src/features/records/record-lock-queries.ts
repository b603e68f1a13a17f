import type { RecordKind } from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { CompanyScope } from "../../tenancy/caller";
import { type RecordRow, updateRecordIfCurrent } from "./record-queries";

/**
 * Locks the record if it is still unlocked at `version`, stamping the database's time and
 * keeping what it was computed as: its inputs, the result and the rate tables used. Null when
 * the record changed meanwhile.
 */
export function lockRecordIfCurrent(
  db: Db,
  key: { scope: CompanyScope; kind: RecordKind; id: string; version: number },
  computed: { inputs: unknown; result: unknown; rateTableIds: string[] },
): Promise<RecordRow | null> {
  return updateRecordIfCurrent(db, {
    ...key,
    whenLocked: false,
    changes: {
      locked: true,
      lockedAt: sql`now()`,
      inputs: computed.inputs,
      resultSnapshot: computed.result,
      rateTableIds: computed.rateTableIds,
    },
  });
}
