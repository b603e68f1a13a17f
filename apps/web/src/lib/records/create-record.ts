import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { rememberRecord } from "./record-cache";
import type { CreateRecordInput, RecordKind, RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/** POST /<kind>: clientId + name (and, for scenarios, taxYear); no inputs = the "New" defaults. */
export function createRecord<K extends RecordKind>(
  kind: K,
  body: CreateRecordInput<K>,
): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind), {
    method: "POST",
    body: JSON.stringify(body),
  });
}

export function useCreateRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecordInput<K>) => createRecord(kind, body),
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
