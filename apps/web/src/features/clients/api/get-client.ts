import type { ClientResponse } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/** GET /api/v1/clients/:id (also a deleted client, with deletedAt). */
export function clientQueryOptions(id: string) {
  return queryOptions(queryOf(clientRoutes.getClient, { params: { id } }));
}

/** The route loader prefetches it, so the screen reads it without a loading state. */
export function useClient(id: string): ClientResponse {
  return useSuspenseQuery(clientQueryOptions(id)).data;
}
