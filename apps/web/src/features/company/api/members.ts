import type {
  Invitation,
  InvitationInput,
  Member,
  MemberListResponse,
  MemberRoleChange,
} from "@adviser-desk/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";

export const membersQueryKey = ["company", "members"] as const;
export const invitationsQueryKey = ["company", "invitations"] as const;

/** GET /api/v1/company/members (owner only: `members.manage`). */
export function membersQueryOptions() {
  return queryOptions({
    queryKey: membersQueryKey,
    queryFn: () => apiRequest<MemberListResponse>("/company/members").then((r) => r.members),
  });
}

/** GET /api/v1/company/invitations: pending, unexpired invitations. */
export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: invitationsQueryKey,
    queryFn: () =>
      apiRequest<{ invitations: Invitation[] }>("/company/invitations").then((r) => r.invitations),
  });
}

export const useMembers = () => useQuery(membersQueryOptions());
export const useInvitations = () => useQuery(invitationsQueryOptions());

const memberPath = (userId: string) => `/company/members/${encodeURIComponent(userId)}`;

/** Every mutation here shows its refusal in place (the server's sentence), not in a toast. */
const silent = { meta: { silent: true } } as const;

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: ({ member, change }: { member: Member; change: MemberRoleChange }) =>
      apiRequest<void>(memberPath(member.userId), {
        method: "PATCH",
        body: JSON.stringify(change),
      }),
    onSuccess: async (_nothing, { member }) => {
      notifySuccess(`${member.name}'s role changed`);
      await queryClient.invalidateQueries({ queryKey: membersQueryKey });
    },
  });
}

/** DELETE /api/v1/company/members/:userId; an owner's or adviser's clients go to `reassignTo`. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: ({ member, reassignTo }: { member: Member; reassignTo?: string | undefined }) =>
      apiRequest<void>(
        reassignTo
          ? `${memberPath(member.userId)}?${new URLSearchParams({ reassignTo })}`
          : memberPath(member.userId),
        { method: "DELETE" },
      ),
    onSuccess: async (_nothing, { member }) => {
      notifySuccess(`${member.name} removed from the practice`);
      await queryClient.invalidateQueries({ queryKey: membersQueryKey });
    },
  });
}

/** POST /api/v1/company/invitations; sending to an address again replaces the earlier link. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: (input: InvitationInput) =>
      apiRequest<Invitation>("/company/invitations", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: async (invitation) => {
      notifySuccess(`Invitation sent to ${invitation.email}`);
      await queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    },
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: (invitation: Invitation) =>
      apiRequest<void>(`/company/invitations/${encodeURIComponent(invitation.id)}`, {
        method: "DELETE",
      }),
    onSuccess: async (_nothing, invitation) => {
      notifySuccess(`Invitation to ${invitation.email} revoked`);
      await queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    },
  });
}
