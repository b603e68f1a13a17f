import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { rememberRecord } from "./record-cache";
import type { RecordKind, RecordOf } from "./record-types";

/** POST /<kind>/:id/restore: brings back a record deleted in the last 30 days (410 after). */
export function useRestoreRecord<K extends RecordKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(recordRoute(kind, "restore"), { params: { id } }) as Promise<RecordOf<K>>,
    onSuccess: (record) => rememberRecord(queryClient, kind, record),
  });
}
