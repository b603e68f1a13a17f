import type { MeResponse } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../auth/session-guard";
import { noSignedInUser } from "../../http/app-error";
import { claimsFor } from "../subscription/claims";

/** The signed-in user, their company (or null) and the claims the route guard decides on. */
export function registerMeRoutes(app: FastifyInstance) {
  app.get("/api/v1/me", async (request): Promise<MeResponse> => {
    const user = requireUser(request, noSignedInUser);
    const state = await app.callerState.load(user.id);
    // Typed by the contract; not re-parsed per call, as this is the hottest endpoint.
    return {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
      },
      company: state.company,
      claims: claimsFor(user.role, state.subscription, new Date()),
    };
  });
}
