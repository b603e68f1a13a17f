import type { ClientResponse } from "@adviser-desk/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/**
 * GET /clients/:id, for the record screens' header (whose record this is). Same key as the
 * clients feature's own query (["clients", "detail", id]) so the two share one cache entry.
 */
export function getRecordClient(id: string): Promise<ClientResponse> {
  return apiRequest<ClientResponse>(`/clients/${encodeURIComponent(id)}`);
}

export function recordClientQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["clients", "detail", id] as const,
    queryFn: () => getRecordClient(id),
  });
}

/** The record's client; pass undefined until the record (and so its clientId) is known. */
export function useRecordClient(clientId: string | undefined) {
  return useQuery({ ...recordClientQueryOptions(clientId ?? ""), enabled: clientId !== undefined });
}
