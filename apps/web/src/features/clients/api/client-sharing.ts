import type { ClientSharingResponse } from "@adviser-desk/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notifyError } from "@/lib/notify";

const sharingPath = (id: string) => `/clients/${encodeURIComponent(id)}`;
export const clientSharingQueryKey = (id: string) => ["clientSharing", id] as const;

/** GET /api/v1/clients/:id/sharing: who the client answers to and whom it is shared with. */
export function useClientSharing(id: string) {
  return useQuery({
    queryKey: clientSharingQueryKey(id),
    queryFn: () => apiRequest<ClientSharingResponse>(`${sharingPath(id)}/sharing`),
  });
}

/** PUT or DELETE /api/v1/clients/:id/shares/:userId: share with an adviser, or stop. */
export function useShareClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, shared }: { userId: string; shared: boolean }) =>
      apiRequest<ClientSharingResponse>(`${sharingPath(id)}/shares/${encodeURIComponent(userId)}`, {
        method: shared ? "PUT" : "DELETE",
      }),
    onSuccess: (sharing) => queryClient.setQueryData(clientSharingQueryKey(id), sharing),
    onError: notifyError,
  });
}
