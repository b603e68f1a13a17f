import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { clientRecordListsKey } from "./list-client-records";
import type { RecordKind } from "./record-types";

/** Whether a query is about the record with this id (the record, its report): keyed `[name, { params: { id } }]`. */
const isAbout = (key: readonly unknown[], id: string) =>
  (key[1] as { params?: { id?: unknown } } | undefined)?.params?.id === id;

/** DELETE /<kind>/:id: soft, restorable for 30 days. A locked record must be unlocked first. */
export function useDeleteRecord(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; clientId: string }) =>
      api(recordRoute(kind, "delete"), { params: { id: args.id } }),
    onSuccess: (_nothing, args) => {
      void queryClient.invalidateQueries({
        predicate: (query) => isAbout(query.queryKey, args.id),
      });
      void queryClient.invalidateQueries({ queryKey: clientRecordListsKey(kind, args.clientId) });
    },
  });
}
