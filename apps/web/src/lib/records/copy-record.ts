import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { rememberRecord } from "./record-cache";
import type { RecordKind, RecordOf } from "./record-types";

/**
 * POST /<kind>/:id/copy (spec §4): a new, unlocked record of the same client, created now, with
 * the same inputs, named after the original + " (COPY)". Copies what is saved, not a draft.
 */
export function useCopyRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(recordRoute(kind, "copy"), { params: { id } }) as Promise<RecordOf<K>>,
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
