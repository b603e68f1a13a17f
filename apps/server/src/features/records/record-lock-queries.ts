import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database";
import { updateRecordIfCurrent } from "./record-queries";

type LockKey = Omit<Parameters<typeof updateRecordIfCurrent>[1], "whenLocked" | "changes">;

/** Locks the record if still unlocked at `version`, keeping what it was computed as; else null. */
export function lockRecordIfCurrent(
  db: Db,
  key: LockKey,
  computed: { inputs: unknown; result: unknown; rateTableIds: string[] },
) {
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
