import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import type { Query, QueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/api";

/**
 * The reads that show a client's profile: the lists, each client, each summary. Adding, changing,
 * deleting or restoring a client makes them stale — a spouse link names the other client too.
 */
const clientReads = [
  clientRoutes.listClients,
  clientRoutes.getClient,
  clientRoutes.getClientSummary,
];

/** Reads every client list, client and summary again (only `keep`'s queries are left as they are). */
export async function refreshClientReads(
  queryClient: QueryClient,
  keep: (query: Query) => boolean = () => false,
): Promise<void> {
  await Promise.all(
    clientReads.map((route) =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf(route),
        predicate: (query) => !keep(query),
      }),
    ),
  );
}

/** Forgets what was read about one client (after it was erased, nothing of it is left to read). */
export function forgetClient(queryClient: QueryClient, id: string): void {
  const params = { id };
  for (const route of [
    clientRoutes.getClient,
    clientRoutes.getClientSummary,
    clientRoutes.listAdvicePacks,
  ]) {
    queryClient.removeQueries({ queryKey: queryKeyOf(route, { params }) });
  }
}
