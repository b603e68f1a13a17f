import type {
  Invitation,
  InvitationInput,
  Member,
  MemberRoleChange,
} from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, queryKeyOf, queryOf } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";

/** GET /api/v1/company/members (owner only: `members.manage`). */
export const useMembers = () =>
  useQuery({ ...queryOf(practiceRoutes.listMembers), select: (answer) => answer.members });

/** GET /api/v1/company/invitations: pending, unexpired invitations. */
export const useInvitations = () =>
  useQuery({ ...queryOf(practiceRoutes.listInvitations), select: (answer) => answer.invitations });

/** Every mutation here shows its refusal in place (the server's sentence), not in a toast. */
const silent = { meta: { silent: true } } as const;

/** A member's role decides whom clients can be given to; a removal hands their clients over. */
const membersChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(practiceRoutes.listMembers) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(practiceRoutes.getClientSharing) }),
  ]);

/** PATCH /api/v1/company/members/:userId. */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: ({ member, change }: { member: Member; change: MemberRoleChange }) =>
      api(practiceRoutes.changeMemberRole, { params: { userId: member.userId }, body: change }),
    onSuccess: async (_nothing, { member }) => {
      notifySuccess(`${member.name}'s role changed`);
      await membersChanged(queryClient);
    },
  });
}

/** DELETE /api/v1/company/members/:userId; an owner's or adviser's clients go to `reassignTo`. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: ({ member, reassignTo }: { member: Member; reassignTo?: string | undefined }) =>
      api(practiceRoutes.removeMember, {
        params: { userId: member.userId },
        query: { reassignTo },
      }),
    onSuccess: async (_nothing, { member }) => {
      notifySuccess(`${member.name} removed from the practice`);
      await membersChanged(queryClient);
    },
  });
}

/** POST /api/v1/company/invitations; sending to an address again replaces the earlier link. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: (input: InvitationInput) => api(practiceRoutes.inviteMember, { body: input }),
    onSuccess: async (invitation) => {
      notifySuccess(`Invitation sent to ${invitation.email}`);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(practiceRoutes.listInvitations) });
    },
  });
}

/** DELETE /api/v1/company/invitations/:id. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: (invitation: Invitation) =>
      api(practiceRoutes.revokeInvitation, { params: { id: invitation.id } }),
    onSuccess: async (_nothing, invitation) => {
      notifySuccess(`Invitation to ${invitation.email} revoked`);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(practiceRoutes.listInvitations) });
    },
  });
}
