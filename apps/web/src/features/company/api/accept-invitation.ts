import type { InvitationPreview, MemberRole } from "@adviser-desk/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateSession } from "@/lib/session";

/** POST /api/v1/invitations/preview: what the link invites to; nothing changes. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ["invitation-preview", token],
    queryFn: () =>
      apiRequest<InvitationPreview>("/invitations/preview", {
        method: "POST",
        body: JSON.stringify({ token }),
      }),
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
    mutationFn: (token: string) =>
      apiRequest<{ companyId: string; role: MemberRole }>("/invitations/accept", {
        method: "POST",
        body: JSON.stringify({ token }),
      }),
    onSuccess: async () => {
      await invalidateSession(queryClient);
    },
  });
}
