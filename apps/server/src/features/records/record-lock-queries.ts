import type { RecordKind } from "@adviser-desk/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { CompanyScope } from "../../tenancy/caller";
import { type RecordRow, updateRecordIfCurrent } from "./record-queries";

/** Locks the record if still unlocked at `version`, keeping what it was computed as; else null. */
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
