import { z } from "zod";

/** A member named on a client's sharing panel. */
export const sharingMemberSchema = z.object({ userId: z.string(), name: z.string() });
export type SharingMember = z.infer<typeof sharingMemberSchema>;

/**
 * Who a client is answerable to and whom it is shared with (ADR 030). `advisers` are the
 * company's owners and advisers (those a client can be given or shared with); `canManage` says
 * whether the caller may change it (the owner, or the client's responsible adviser).
 */
export const clientSharingResponseSchema = z.object({
  responsibleAdviser: sharingMemberSchema.nullable(),
  sharedWith: z.array(sharingMemberSchema),
  advisers: z.array(sharingMemberSchema),
  canManage: z.boolean(),
});
export type ClientSharingResponse = z.infer<typeof clientSharingResponseSchema>;

export const setResponsibleAdviserInputSchema = z.object({ userId: z.string().min(1).max(200) });
export type SetResponsibleAdviserInput = z.infer<typeof setResponsibleAdviserInputSchema>;

/** Path parameters: `/clients/:id/shares/:userId`. */
export const clientShareParamsSchema = z.object({
  id: z.string(),
  userId: z.string().min(1).max(200),
});

/** Member removal: to whom the removed member's clients go (default: the owner removing them). */
export const removeMemberQuerySchema = z.object({
  reassignTo: z.string().min(1).max(200).optional(),
});

export const CLIENT_SHARING_MESSAGES = {
  notResponsible:
    "Only the practice's owner or the client's responsible adviser can change who sees this client.",
  notAnAdviser: "Clients can only be given to or shared with the practice's owners and advisers.",
  ownAdviser: "This adviser is already responsible for the client.",
} as const;
