import { INVITATION_MESSAGES } from "@adviser-desk/contracts";
import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import { invitationEmail } from "#server/mail/invitation-email";
import type { Mailer } from "#server/mail/mailer";
import type { RateLimitStore } from "#server/rate-limit/rate-limit-store";
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
  config: Pick<ServerConfig, "publicUrl">;
}

/** The owner invites by e-mail; the invitee, signed in with that address, accepts (ADR 029). */
export function registerInvitationRoutes(app: FastifyInstance, deps: InvitationDeps) {
  const { db } = deps;

  defineRoute(app, endpoints.inviteMember, {
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

  defineRoute(app, endpoints.listInvitations, {
    handler: async ({ caller }) => ({
      invitations: await listInvitations(db, caller.company, new Date()),
    }),
  });

  defineRoute(app, endpoints.revokeInvitation, {
    handler: async ({ caller, params }) => revokeInvitation(db, caller.company, params.id),
  });

  defineRoute(app, endpoints.previewInvitation, {
    handler: async ({ caller: { user }, body }) =>
      previewInvitation(db, { token: body.token, email: user.email, now: new Date() }),
  });

  defineRoute(app, endpoints.acceptInvitation, {
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
