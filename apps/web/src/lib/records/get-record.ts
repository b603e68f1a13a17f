import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import type { RecordKind, RecordOf } from "./record-types";
import { recordApiPath } from "./record-url";

/** GET /<kind>/:id: the record with the server's result (a locked one: its snapshot). */
export function getRecord<K extends RecordKind>(kind: K, id: string): Promise<RecordOf<K>> {
  return apiRequest<RecordOf<K>>(recordApiPath(kind, id));
}

export const recordQueryKey = (kind: RecordKind, id: string) =>
  ["records", kind, "detail", id] as const;

export function recordQueryOptions<K extends RecordKind>(kind: K, id: string) {
  return queryOptions({
    queryKey: recordQueryKey(kind, id),
    queryFn: () => getRecord(kind, id),
  });
}

export function useRecord<K extends RecordKind>(kind: K, id: string) {
  return useQuery(recordQueryOptions(kind, id));
}
