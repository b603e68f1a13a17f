import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { AppError } from "#server/errors/app-error";
import { defineRoute } from "#server/http/api-route";
import { createCompany } from "./create-company";
import { findCompanyOfMember } from "./find-company-of-member";
import { updateCompany } from "./update-company";

/** The caller's company profile: signed-in users may read, create (once) and change their own. */
export function registerCompanyRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, endpoints.getCompany, {
    handler: async ({ caller: { user } }) => {
      const found = await findCompanyOfMember(db, user.id);
      if (!found) {
        throw new AppError(404, "company/not-found", "Create your company profile first.");
      }
      return found.json;
    },
  });

  defineRoute(app, endpoints.createCompany, {
    handler: async ({ caller: { user }, body }) => {
      const created = await createCompany(db, { ownerUserId: user.id, values: body });
      await app.callerState.changed(user.id);
      return created;
    },
  });

  defineRoute(app, endpoints.updateCompany, {
    handler: async ({ caller: { user }, body }) => {
      const updated = await updateCompany(db, { userId: user.id, patch: body });
      await app.callerState.changed(user.id);
      return updated;
    },
  });
}
