import {
  companyInputSchema,
  companyPatchSchema,
  companyResponseSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import { AppError } from "../../http/app-error";
import { findCompanyOfMember } from "./company-queries";
import { createCompany } from "./create-company";
import { updateCompany } from "./update-company";

/** The caller's company profile: signed-in users may read, create (once) and change their own. */
export function registerCompanyRoutes(app: FastifyInstance, db: Db) {
  const common = { tags: ["company"], access: "user" } as const;

  defineRoute(app, "company", {
    ...common,
    method: "GET",
    url: "/api/v1/company",
    operationId: "getCompany",
    summary: "The caller's company profile",
    success: { status: 200, description: "The company.", schema: companyResponseSchema },
    problems: { 404: { description: "`company/not-found`: no company profile yet." } },
    handler: async ({ caller: { user } }) => {
      const found = await findCompanyOfMember(db, user.id);
      if (!found) {
        throw new AppError(404, "company/not-found", "Create your company profile first.");
      }
      return found.json;
    },
  });

  defineRoute(app, "company", {
    ...common,
    method: "POST",
    url: "/api/v1/company",
    operationId: "createCompany",
    summary: "Create the caller's company profile (spec §5 messages)",
    body: companyInputSchema,
    success: { status: 201, description: "Created.", schema: companyResponseSchema },
    problems: {
      400: { description: "A field is invalid: `code` carries the first message." },
      409: { description: "`company/already-exists`." },
    },
    handler: async ({ caller: { user }, body }) => {
      const created = await createCompany(db, { ownerUserId: user.id, values: body });
      await app.callerState.changed(user.id);
      return created;
    },
  });

  defineRoute(app, "company", {
    ...common,
    method: "PATCH",
    url: "/api/v1/company",
    operationId: "updateCompany",
    needs: "company.manage",
    summary: "Change some company fields (or mark welcomed)",
    body: companyPatchSchema,
    success: { status: 200, description: "The company.", schema: companyResponseSchema },
    problems: {
      400: { description: "A field is invalid." },
      404: { description: "`company/not-found`." },
      409: { description: "`company/version-conflict`: a stale version." },
    },
    handler: async ({ caller: { user }, body }) => {
      const updated = await updateCompany(db, { userId: user.id, patch: body });
      await app.callerState.changed(user.id);
      return updated;
    },
  });
}
