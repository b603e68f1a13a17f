import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { api } from "@/lib/api";
import { useRecordChange } from "./record-cache";
import type { RecordKind } from "./record-types";

/**
 * POST /<kind>/:id/lock or /unlock: a locked record refuses changes and keeps its result and the
 * rate tables it used; unlocked, it is editable again and computed with the newest tables. With
 * `version`, a stale read gets 409 (another tab changed it).
 */
export const useLockRecord = <K extends RecordKind>(kind: K, action: "lock" | "unlock") =>
  useRecordChange(kind, ({ id, version }: { id: string; version?: number }) =>
    api(recordRoute(kind, action), {
      params: { id },
      body: version === undefined ? {} : { version },
    }),
  );
