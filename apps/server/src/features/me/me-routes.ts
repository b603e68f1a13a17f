import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import { noSignedInUser } from "#server/errors/app-error";
import { claimsFor } from "#server/features/subscription";
import { defineRoute } from "#server/http/api-route";

/** The signed-in user, their company (or null) and the claims the route guard decides on. */
export function registerMeRoutes(app: FastifyInstance) {
  // Typed by the contract; not re-parsed per call, as this is the hottest endpoint.
  defineRoute(app, endpoints.getMe, {
    signedOut: noSignedInUser,
    handler: async ({ caller: { user } }) => {
      const state = await app.callerState.load(user.id);
      return {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          image: user.image,
        },
        company: state.company,
        role: state.role,
        assignedAdviserIds: [...state.assignedAdviserIds],
        claims: claimsFor(user.role, state.subscription, new Date()),
      };
    },
  });
}
