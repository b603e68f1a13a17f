import type { RoaContent } from "@adviser-desk/contracts";
import { clientRoutes } from "@adviser-desk/contracts/endpoints/client-routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf, queryOf } from "@/lib/api";
import { refreshClientReads } from "./client-reads";

const draftKey = (id: string) => queryKeyOf(clientRoutes.getRecordOfAdvice, { params: { id } });

/** GET /api/v1/clients/:id/record-of-advice: read afresh each time the editor opens. */
export function useRecordOfAdvice(id: string) {
  return useQuery({
    ...queryOf(clientRoutes.getRecordOfAdvice, { params: { id } }),
    staleTime: 0,
  });
}

/** PUT /api/v1/clients/:id/record-of-advice */
export function useSaveRecordOfAdvice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number; content: RoaContent }) =>
      api(clientRoutes.saveRecordOfAdvice, { params: { id }, body: input }),
    onSuccess: (saved) => queryClient.setQueryData(draftKey(id), saved),
  });
}

/** POST /api/v1/clients/:id/record-of-advice/issue */
export function useIssueRecordOfAdvice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; sendLink: "email" | "copy" }) =>
      api(clientRoutes.issueRecordOfAdvice, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: draftKey(id) }),
        queryClient.invalidateQueries({
          queryKey: queryKeyOf(clientRoutes.listAdvicePacks, { params: { id } }),
        }),
        queryClient.invalidateQueries({
          queryKey: queryKeyOf(clientRoutes.getClientSummary, { params: { id } }),
        }),
        // The last advice and the next review move with a newly issued record (ADR 050).
        refreshClientReads(queryClient),
      ]),
  });
}
