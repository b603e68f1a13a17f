import {
  acceptInvitationInputSchema,
  acceptInvitationResponseSchema,
  INVITATION_MESSAGES,
  idParamsSchema,
  invitationInputSchema,
  invitationListResponseSchema,
  invitationPreviewSchema,
  invitationSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config/env";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import { AppError } from "../../http/app-error";
import { invitationEmail } from "../../mail/invitation-email";
import type { Mailer } from "../../mail/mailer";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import {
  acceptInvitation,
  INVITATION_DAYS,
  invite,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from "./invitations";

/** Invitations a company may send per hour (re-sends count). */
const INVITATIONS_PER_HOUR = 20;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  config: Pick<AppConfig, "publicUrl">;
}

/** The owner invites by e-mail; the invitee, signed in with that address, accepts (ADR 029). */
export function registerInvitationRoutes(app: FastifyInstance, deps: InvitationDeps) {
  const { db } = deps;
  const common = { tags: ["members"], access: "company", needs: "members.manage" } as const;

  defineRoute(app, "invitations", {
    ...common,
    method: "POST",
    url: "/api/v1/company/invitations",
    operationId: "inviteMember",
    summary: "Invite someone by e-mail with a role; re-inviting replaces the earlier link",
    body: invitationInputSchema,
    success: {
      status: 201,
      description: "Invited; the e-mail is queued.",
      schema: invitationSchema,
    },
    problems: {
      400: { description: "An invalid e-mail address or role." },
      409: { description: "`invitations/already-member`: already a member of this company." },
      429: { description: "`invitations/too-many`: see Retry-After." },
    },
    handler: async ({ caller: { user, company }, body }) => {
      const window = await deps.rateLimits.hit(`invitations:${company.id}`, 3600);
      if (window.count > INVITATIONS_PER_HOUR) {
        throw new AppError(
          429,
          "invitations/too-many",
          INVITATION_MESSAGES.tooMany,
          undefined,
          undefined,
          window.retryAfterSeconds,
        );
      }
      const { invitation, token } = await invite(db, {
        scope: company,
        input: body,
        invitedBy: user.id,
        now: new Date(),
      });
      const state = await app.callerState.load(user.id);
      const url = `${deps.config.publicUrl}/invitations/accept?token=${encodeURIComponent(token)}`;
      await deps.mailer.send(
        invitationEmail(invitation.email, {
          companyName: state.company?.accountName ?? "a practice",
          inviterName: user.name,
          role: invitation.role,
          url,
          days: INVITATION_DAYS,
        }),
      );
      return invitation;
    },
  });

  defineRoute(app, "invitations", {
    ...common,
    method: "GET",
    url: "/api/v1/company/invitations",
    operationId: "listInvitations",
    summary: "Pending (unexpired) invitations",
    success: { status: 200, description: "The invitations.", schema: invitationListResponseSchema },
    handler: async ({ caller }) => ({
      invitations: await listInvitations(db, caller.company, new Date()),
    }),
  });

  defineRoute(app, "invitations", {
    ...common,
    method: "DELETE",
    url: "/api/v1/company/invitations/:id",
    operationId: "revokeInvitation",
    summary: "Revoke an invitation: its link stops working",
    params: idParamsSchema,
    success: { status: 204, description: "Revoked." },
    problems: { 404: { description: "`invitations/not-found`." } },
    handler: async ({ caller, params }) => revokeInvitation(db, caller.company, params.id),
  });

  defineRoute(app, "invitations", {
    tags: ["members"],
    access: "user",
    method: "POST",
    url: "/api/v1/invitations/preview",
    operationId: "previewInvitation",
    summary: "What an invitation link invites to (company, role, address), before accepting",
    body: acceptInvitationInputSchema,
    success: { status: 200, description: "The invitation.", schema: invitationPreviewSchema },
    problems: {
      404: { description: "`invitations/invalid`: unknown, used, revoked or expired link." },
    },
    handler: async ({ caller: { user }, body }) =>
      previewInvitation(db, { token: body.token, email: user.email, now: new Date() }),
  });

  defineRoute(app, "invitations", {
    tags: ["members"],
    access: "user",
    method: "POST",
    url: "/api/v1/invitations/accept",
    operationId: "acceptInvitation",
    summary: "Join the company that invited the signed-in user's e-mail address",
    body: acceptInvitationInputSchema,
    success: { status: 200, description: "Joined.", schema: acceptInvitationResponseSchema },
    problems: {
      403: { description: "`invitations/other-email`: sent to another address." },
      404: { description: "`invitations/invalid`: unknown, used, revoked or expired link." },
      409: { description: "`invitations/already-member`: the user belongs to a company." },
    },
    handler: async ({ caller: { user }, body }) => {
      const joined = await acceptInvitation(db, {
        token: body.token,
        userId: user.id,
        email: user.email,
        now: new Date(),
      });
      await app.callerState.changed(user.id);
      app.seatChanges.kick();
      return joined;
    },
  });
}
