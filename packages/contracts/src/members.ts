import { z } from "zod";
import { emailSchema } from "./auth";
import { memberRoleSchema } from "./member-roles";

/** One member of the caller's company (GET /api/v1/company/members). */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  assignedAdviserIds: z.array(z.string()),
  addedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListResponseSchema = z.object({ members: z.array(memberSchema) });
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

export const memberUserParamsSchema = z.object({ userId: z.string().min(1).max(200) });

export const memberRoleChangeSchema = z.object({
  role: memberRoleSchema,
  /** For an assistant: the advisers (user ids of this company's members) they prepare for. */
  assignedAdviserIds: z.array(z.string().min(1).max(200)).max(50).optional(),
});
export type MemberRoleChange = z.infer<typeof memberRoleChangeSchema>;

/** Spec-style messages of the members routes. */
export const MEMBER_MESSAGES = {
  notFound: "This person is not a member of your company.",
  lastOwner: "A company needs an owner: make someone else owner first.",
  notAnAdviser: "An assistant can only be assigned to advisers or owners of this company.",
  handOverNotAdviser:
    "Their clients can only be handed to another owner or adviser of this company: nothing was changed.",
} as const;

/** POST /api/v1/company/invitations. */
export const invitationInputSchema = z.object({
  email: emailSchema,
  role: memberRoleSchema,
  /**
   * For an assistant: the owners or advisers of the company they will prepare for (default: the
   * owner inviting them), so they see those clients from their first day. Ignored for other roles.
   */
  assignedAdviserIds: z.array(z.string().min(1).max(100)).max(50).optional(),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListResponseSchema = z.object({ invitations: z.array(invitationSchema) });

export const acceptInvitationInputSchema = z.object({ token: z.string().min(1).max(200) });

export const acceptInvitationResponseSchema = z.object({
  companyId: z.string(),
  role: memberRoleSchema,
});

/**
 * POST /api/v1/invitations/preview: what the link invites to, for the accept page to show before
 * the person accepts. `forYou` is whether the signed-in user's address is the invited one.
 */
/**
 * What an invitation link offers, shown only to the invited address once signed in; anyone else
 * holding the link (forwarded, leaked) learns only that it is not theirs.
 */
export const invitationPreviewSchema = z.discriminatedUnion("forYou", [
  z.object({
    forYou: z.literal(true),
    companyName: z.string(),
    inviterName: z.string().nullable(),
    role: memberRoleSchema,
    email: z.string(),
    expiresAt: z.string(),
  }),
  z.object({ forYou: z.literal(false) }),
]);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const INVITATION_MESSAGES = {
  invalid: "This invitation link is not valid, was already used or has expired. Ask for a new one.",
  otherEmail:
    "This invitation was sent to another e-mail address: sign in with that address to accept it.",
  alreadyMember:
    "You already belong to a company, so you cannot join another. Ask its owner to remove you first.",
  alreadyInCompany: "This person is already a member of your company.",
  notFound: "There is no pending invitation with this id.",
  tooMany: "Too many invitations sent: try again later.",
} as const;
