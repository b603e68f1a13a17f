import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useQuery } from "@tanstack/react-query";
import { queryOf } from "../api";

/**
 * GET /clients/:id, for the record screens' header (whose record this is): keyed by its endpoint,
 * as the clients feature's own query is, so the two share one cache entry. Pass undefined until
 * the record (and so its clientId) is known.
 */
export function useRecordClient(clientId: string | undefined) {
  return useQuery({
    ...queryOf(clientRoutes.getClient, { params: { id: clientId ?? "" } }),
    enabled: clientId !== undefined,
  });
}
