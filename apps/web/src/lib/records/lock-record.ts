import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { rememberRecord } from "./record-cache";
import type { RecordKind, RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/**
 * POST /<kind>/:id/lock: the record refuses changes from now on and keeps its result and the
 * rate tables it used. With `version`, a stale read gets 409 (another tab changed it).
 */
export function lockRecord<K extends RecordKind>(
  kind: K,
  id: string,
  version?: number,
): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind, id, "lock"), {
    method: "POST",
    body: JSON.stringify(version === undefined ? {} : { version }),
  });
}

export function useLockRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; version?: number }) => lockRecord(kind, args.id, args.version),
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
