import type { ClientListResponse } from "@adviser-desk/contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Every client query starts with this key, so one invalidation refreshes lists and details. */
export const clientsQueryKey = ["clients"] as const;

export const CLIENT_PAGE_SIZE = 25;

export interface ClientListFilter {
  /** Name or surname prefixes, searched by the server. */
  q: string;
  /** The recently deleted clients instead of the current ones. */
  deleted: boolean;
}

/** GET /api/v1/clients: one keyset page, ordered by surname and name. */
export function listClients(filter: ClientListFilter, cursor?: string) {
  const params = new URLSearchParams({ limit: String(CLIENT_PAGE_SIZE) });
  if (filter.q) params.set("q", filter.q);
  if (filter.deleted) params.set("deleted", "true");
  if (cursor) params.set("cursor", cursor);
  return apiRequest<ClientListResponse>(`/clients?${params.toString()}`);
}

export function clientListQueryOptions(filter: ClientListFilter) {
  return infiniteQueryOptions({
    queryKey: [...clientsQueryKey, "list", filter],
    queryFn: ({ pageParam }) => listClients(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** While a new search loads, the previous results stay on screen (no flash of emptiness). */
export function useClientList(filter: ClientListFilter) {
  return useInfiniteQuery({ ...clientListQueryOptions(filter), placeholderData: keepPreviousData });
}
