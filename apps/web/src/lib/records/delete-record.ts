import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { recordQueryKey } from "./get-record";
import { clientRecordListsKey } from "./list-client-records";
import type { RecordKind } from "./record-types";
import { recordApiPath } from "./record-url";

/** DELETE /<kind>/:id: soft, restorable for 30 days. A locked record must be unlocked first. */
export function deleteRecord(kind: RecordKind, id: string): Promise<void> {
  return apiRequest<void>(recordApiPath(kind, id), { method: "DELETE" });
}

export function useDeleteRecord(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; clientId: string }) => deleteRecord(kind, args.id),
    onSuccess: (_nothing, args) => {
      void queryClient.invalidateQueries({ queryKey: recordQueryKey(kind, args.id) });
      void queryClient.invalidateQueries({ queryKey: clientRecordListsKey(kind, args.clientId) });
    },
  });
}
