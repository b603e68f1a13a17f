import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { notifyError } from "../notify";
import { rememberRecord } from "./record-cache";
import { isVersionConflict } from "./record-conflict";
import type { RecordKind, RecordOf, UpdateRecordInput } from "./record-types";

/**
 * Save: PUT /<kind>/:id with the version last read. A stale version is refused with 409
 * `records/version-conflict` carrying the record as it is now (see record-conflict.ts); that is
 * not an error toast: the screen asks which version to keep (the conflict dialog). Every other
 * failure goes to the shared red toast as usual.
 */
export function useUpdateRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRecordInput<K> }) =>
      api(recordRoute(kind, "update"), { params: { id }, body }) as Promise<RecordOf<K>>,
    meta: { silent: true },
    onError: (error) => {
      if (!isVersionConflict(error)) notifyError(error);
    },
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
