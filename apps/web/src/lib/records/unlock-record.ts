import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { rememberRecord } from "./record-cache";
import type { RecordKind, RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/** POST /<kind>/:id/unlock: editable again, computed with the newest rate tables. */
export function unlockRecord<K extends RecordKind>(
  kind: K,
  id: string,
  version?: number,
): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind, id, "unlock"), {
    method: "POST",
    body: JSON.stringify(version === undefined ? {} : { version }),
  });
}

export function useUnlockRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; version?: number }) =>
      unlockRecord(kind, args.id, args.version),
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
