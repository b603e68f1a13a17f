import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf } from "@/lib/api";
import { invalidateSession } from "@/lib/session";

/** POST /api/v1/invitations/preview: what the link invites to; nothing changes. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [...queryKeyOf(practiceRoutes.previewInvitation), { token }],
    queryFn: () => api(practiceRoutes.previewInvitation, { body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/v1/invitations/accept: joins the company; the session then carries it. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (token: string) => api(practiceRoutes.acceptInvitation, { body: { token } }),
    onSuccess: async () => {
      await invalidateSession(queryClient);
    },
  });
}
