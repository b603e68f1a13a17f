import { type MeResponse, meResponseSchema } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../auth/session-guard";
import type { Db } from "../../db/database";
import { findOwnCompany } from "../../tenancy/caller-context";
import { findCompanyOfOwner } from "../company/company-queries";
import { claimsFor } from "../subscription/claims";

/** The signed-in user, their company (or null) and the claims the route guard decides on. */
export function registerMeRoutes(app: FastifyInstance, db: Db) {
  app.get("/api/v1/me", async (request): Promise<MeResponse> => {
    const user = requireUser(request);
    const [found, own] = await Promise.all([
      findCompanyOfOwner(db, user.id),
      findOwnCompany(request, db),
    ]);
    return meResponseSchema.parse({
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
      },
      company: found?.json ?? null,
      claims: claimsFor(user.role, own?.subscription ?? null, new Date()),
    });
  });
}
