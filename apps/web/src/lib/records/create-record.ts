import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { rememberRecord } from "./record-cache";
import type { CreateRecordInput, RecordKind, RecordOf } from "./record-types";

/** POST /<kind>: clientId + name (and, for scenarios, taxYear); no inputs = the "New" defaults. */
export function useCreateRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecordInput<K>) =>
      api(recordRoute(kind, "create"), { body }) as Promise<RecordOf<K>>,
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
