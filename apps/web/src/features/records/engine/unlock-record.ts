import { useLockRecord } from "./lock-record";
import type { RecordKind } from "./record-types";

/** POST /<kind>/:id/unlock: editable again, computed with the newest rate tables. */
export const useUnlockRecord = <K extends RecordKind>(kind: K) => useLockRecord(kind, "unlock");
