import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { rememberRecord } from "./record-cache";
import type { RecordKind, RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/** POST /<kind>/:id/restore: brings back a record deleted in the last 30 days (410 after). */
export function restoreRecord<K extends RecordKind>(kind: K, id: string): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind, id, "restore"), { method: "POST" });
}

export function useRestoreRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreRecord(kind, id),
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
