import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf, queryOf } from "@/lib/api";
import { notifyError } from "@/lib/notify";

/** GET /api/v1/clients/:id/sharing: who the client answers to and whom it is shared with. */
export const useClientSharing = (id: string) =>
  useQuery(queryOf(practiceRoutes.getClientSharing, { params: { id } }));

/** PUT or DELETE /api/v1/clients/:id/shares/:userId: share with an adviser, or stop. */
export function useShareClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, shared }: { userId: string; shared: boolean }) =>
      api(shared ? practiceRoutes.shareClient : practiceRoutes.unshareClient, {
        params: { id, userId },
      }),
    onSuccess: (sharing) =>
      queryClient.setQueryData(
        queryKeyOf(practiceRoutes.getClientSharing, { params: { id } }),
        sharing,
      ),
    onError: notifyError,
  });
}
