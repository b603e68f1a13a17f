import type {
  AdvicePack,
  AdvicePackListResponse,
  ClientReviewResponse,
  ClientSummaryResponse,
} from "@adviser-desk/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client";
import { isClientRecordListKey } from "@/lib/records/record-list-key";
import { clientsQueryKey } from "./list-clients";

const clientPath = (id: string) => `/clients/${encodeURIComponent(id)}`;

/** Under the clients key: a profile change (which invalidates every client read) refreshes it. */
export const clientSummaryQueryKey = (id: string) => [...clientsQueryKey, "summary", id] as const;
export const advicePacksQueryKey = (id: string) =>
  [...clientsQueryKey, "advice-packs", id] as const;

/** GET /api/v1/clients/:id/summary */
export function clientSummaryQueryOptions(id: string) {
  return queryOptions({
    queryKey: clientSummaryQueryKey(id),
    queryFn: () => apiRequest<ClientSummaryResponse>(`${clientPath(id)}/summary`),
    // The records change on their own screens: read the summary afresh each time it shows.
    staleTime: 0,
  });
}

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
          void queryClient.invalidateQueries({ queryKey: clientSummaryQueryKey(id) });
        }
      }),
    [queryClient, id],
  );
  return useQuery(clientSummaryQueryOptions(id));
}

/** GET /api/v1/clients/:id/advice-packs */
export function useAdvicePacks(id: string) {
  return useQuery({
    queryKey: advicePacksQueryKey(id),
    queryFn: () => apiRequest<AdvicePackListResponse>(`${clientPath(id)}/advice-packs`),
  });
}

/** POST /api/v1/clients/:id/review */
export function useMarkClientReviewed(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ClientReviewResponse>(`${clientPath(id)}/review`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientSummaryQueryKey(id) }),
  });
}

/** POST /api/v1/clients/:id/advice-packs */
export function useIssueAdvicePack(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordIds: string[]) =>
      apiRequest<AdvicePack>(`${clientPath(id)}/advice-packs`, {
        method: "POST",
        body: JSON.stringify({ recordIds }),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: advicePacksQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: clientSummaryQueryKey(id) }),
      ]);
    },
  });
}
