import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { notifyError } from "../notify";
import { rememberRecord } from "./record-cache";
import { isVersionConflict } from "./record-conflict";
import type { RecordKind, RecordOf, UpdateRecordInput } from "./record-types";
import { recordApiPath } from "./record-url";

/**
 * PUT /<kind>/:id with the version last read. A stale version is refused with 409
 * `records/version-conflict` carrying the record as it is now (see record-conflict.ts).
 */
export function updateRecord<K extends RecordKind>(
  kind: K,
  id: string,
  body: UpdateRecordInput<K>,
): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind, id), {
    method: "PUT",
    body: JSON.stringify(body),
  });
}

/**
 * Save. A version conflict is not an error toast: the screen asks which version to keep (the
 * conflict dialog); every other failure goes to the shared red toast as usual.
 */
export function useUpdateRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; body: UpdateRecordInput<K> }) =>
      updateRecord(kind, args.id, args.body),
    meta: { silent: true },
    onError: (error) => {
      if (!isVersionConflict(error)) notifyError(error);
    },
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
