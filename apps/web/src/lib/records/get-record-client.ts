import type { ResponseOf } from "@adviser-desk/contracts/endpoints/catalogue";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/**
 * The key of `getClient` as `queryKeyOf(clientRoutes.getClient, { params: { id } })` makes it, so
 * the record screens' header and the clients feature share one cache entry (and a change to the
 * client refreshes both). Written out rather than taken from `clientRoutes`: /scenario is at its
 * 300 KB budget, and the clients' routes would add 0.35 KB to it (ADR 032).
 */
export const recordClientQueryKey = (id: string) => ["getClient", { params: { id } }] as const;

/**
 * GET /api/v1/clients/:id, for the record screens' header (whose record this is). Pass undefined
 * until the record (and so its clientId) is known.
 */
export function useRecordClient(clientId: string | undefined) {
  const id = clientId ?? "";
  return useQuery({
    queryKey: recordClientQueryKey(id),
    queryFn: () => apiRequest<ResponseOf<"getClient">>(`/clients/${encodeURIComponent(id)}`),
    enabled: clientId !== undefined,
  });
}
