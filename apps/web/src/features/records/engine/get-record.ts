import { recordRoute } from "@adviser-desk/contracts/endpoints/record-routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";
import type { RecordKind, RecordOf } from "./record-types";

// The catalogue types the endpoints of all kinds together; the kind named picks the answer's type.

export const recordQueryKey = (kind: RecordKind, id: string) =>
  queryKeyOf(recordRoute(kind, "get"), { params: { id } });

/** GET /<kind>/:id: the record with the server's result (a locked one: its snapshot). */
export function recordQueryOptions<K extends RecordKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: recordQueryKey(kind, id),
    queryFn: () => api(recordRoute(kind, "get"), { params: { id } }) as Promise<RecordOf<K>>,
  });
}

export function useRecord<K extends RecordKind>(kind: K, id: string) {
  return useQuery(recordQueryOptions(kind, id));
}
