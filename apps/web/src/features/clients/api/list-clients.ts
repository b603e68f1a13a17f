import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";

export const CLIENT_PAGE_SIZE = 25;

export interface ClientListFilter {
  /** Name or surname prefixes, searched by the server. */
  q: string;
  /** The recently deleted clients instead of the current ones. */
  deleted: boolean;
  /** Only the clients whose review is due, or only the restricted ones (ADR 050). */
  filter?: "review-due" | "restricted" | undefined;
}

/** The list's query without its cursor: what names one list (its pages share the key). */
const listQueryOf = (filter: ClientListFilter) => ({
  limit: CLIENT_PAGE_SIZE,
  q: filter.q || undefined,
  deleted: filter.deleted ? ("true" as const) : undefined,
  filter: filter.filter,
});

/** GET /api/v1/clients: one keyset page, ordered by surname and name. */
export function listClients(filter: ClientListFilter, cursor?: string) {
  return api(clientRoutes.listClients, { query: { ...listQueryOf(filter), cursor } });
}

export function clientListQueryOptions(filter: ClientListFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeyOf(clientRoutes.listClients, { query: listQueryOf(filter) }),
    queryFn: ({ pageParam }) => listClients(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** While a new search loads, the previous results stay on screen (no flash of emptiness). */
export function useClientList(filter: ClientListFilter) {
  return useInfiniteQuery({ ...clientListQueryOptions(filter), placeholderData: keepPreviousData });
}
