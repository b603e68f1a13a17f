import type { ClientResponse } from "@adviser-desk/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clientsQueryKey } from "./list-clients";

/** GET /api/v1/clients/:id (also a deleted client, with deletedAt). */
export function getClient(id: string) {
  return apiRequest<ClientResponse>(`/clients/${encodeURIComponent(id)}`);
}

export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...clientsQueryKey, "detail", id],
    queryFn: () => getClient(id),
  });
}

/** The route loader prefetches it, so the screen reads it without a loading state. */
export function useClient(id: string): ClientResponse {
  return useSuspenseQuery(clientQueryOptions(id)).data;
}
