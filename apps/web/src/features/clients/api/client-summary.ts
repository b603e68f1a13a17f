import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isClientRecordListKey } from "@/features/records";
import { api, queryKeyOf, queryOf } from "@/lib/api";
import { refreshClientReads } from "./client-reads";

/** GET /api/v1/clients/:id/summary */
export function clientSummaryQueryOptions(id: string) {
  return queryOptions({
    ...queryOf(clientRoutes.getClientSummary, { params: { id } }),
    // The records change on their own screens: read the summary afresh each time it shows.
    staleTime: 0,
  });
}

const summaryKey = (id: string) => queryKeyOf(clientRoutes.getClientSummary, { params: { id } });

/**
 * The summary, read again whenever one of the client's record lists on the same page is read
 * again after a change there (lock, delete, restore, copy): its figures and timeline follow.
 */
export function useClientSummary(id: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        const isListOfClient = isClientRecordListKey(key, id);
        // A list's first load is the page opening (the summary loads by itself then).
        const reread = event.query.state.dataUpdateCount > 1;
        if (
          isListOfClient &&
          reread &&
          event.type === "updated" &&
          event.action.type === "success"
        ) {
          void queryClient.invalidateQueries({ queryKey: summaryKey(id) });
        }
      }),
    [queryClient, id],
  );
  return useQuery(clientSummaryQueryOptions(id));
}

/** GET /api/v1/clients/:id/advice-packs */
export function useAdvicePacks(id: string) {
  return useQuery(queryOf(clientRoutes.listAdvicePacks, { params: { id } }));
}

/** POST /api/v1/clients/:id/review */
export function useMarkClientReviewed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(clientRoutes.markClientReviewed, { params: { id } }),
    // The next review moves: the client and the lists read it again.
    onSuccess: () => refreshClientReads(queryClient),
  });
}
