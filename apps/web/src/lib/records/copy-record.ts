import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { rememberRecord } from "./record-cache";
import type { RecordKind, RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/**
 * POST /<kind>/:id/copy (spec §4): a new, unlocked record of the same client, created now, with
 * the same inputs, named after the original + " (COPY)". Copies what is saved, not a draft.
 */
export function copyRecord<K extends RecordKind>(kind: K, id: string): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind, id, "copy"), { method: "POST" });
}

export function useCopyRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => copyRecord(kind, id),
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
