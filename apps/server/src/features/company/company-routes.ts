import type { CompanyResponse } from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../auth/session-guard";
import type { Db } from "../../db/database";
import { AppError } from "../../http/app-error";
import { findCompanyOfOwner } from "./company-queries";
import { createCompany } from "./create-company";
import { updateCompany } from "./update-company";

export function registerCompanyRoutes(app: FastifyInstance, db: Db) {
  app.get("/api/v1/company", async (request): Promise<CompanyResponse> => {
    const user = requireUser(request);
    const found = await findCompanyOfOwner(db, user.id);
    if (!found) throw new AppError(404, "company/not-found", "Create your company profile first.");
    return found.json;
  });

  app.post("/api/v1/company", async (request, reply) => {
    const user = requireUser(request);
    const created = await createCompany(db, { ownerUserId: user.id, input: request.body });
    await app.callerState.changed(user.id);
    return reply.status(201).send(created);
  });

  app.patch("/api/v1/company", async (request): Promise<CompanyResponse> => {
    const user = requireUser(request);
    const updated = await updateCompany(db, { ownerUserId: user.id, input: request.body });
    await app.callerState.changed(user.id);
    return updated;
  });
}
