import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/**
 * GET /api/v1/clients/:id, for the record screens' header (whose record this is), in the same
 * cache entry as the clients feature's, so a change to the client refreshes both. Pass undefined
 * until the record (and so its clientId) is known.
 */
export function useRecordClient(clientId: string | undefined) {
  return useQuery({
    ...queryOf(clientRoutes.getClient, { params: { id: clientId ?? "" } }),
    enabled: clientId !== undefined,
  });
}
