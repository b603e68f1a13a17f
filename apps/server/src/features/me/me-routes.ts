import { type MeResponse, meResponseSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../auth/session-guard";
import { claimsFor } from "./claims-for";

export function registerMeRoutes(app: FastifyInstance) {
  app.get("/api/v1/me", async (request): Promise<MeResponse> => {
    const user = requireUser(request);
    return meResponseSchema.parse({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
      },
      company: null,
      claims: claimsFor(user),
    });
  });
}
