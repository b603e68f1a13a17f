import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { changeMemberRole, removeMember } from "./change-member";
import { listMembers } from "./member-queries";

/** /api/v1/company/members: the owner sees and manages who belongs to the company (ADR 029). */
export function registerMemberRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, endpoints.listMembers, {
    handler: async ({ caller }) => ({ members: await listMembers(db, caller.company) }),
  });

  defineRoute(app, endpoints.changeMemberRole, {
    handler: async ({ caller, params, body }) => {
      await changeMemberRole(db, { scope: caller.company, userId: params.userId, change: body });
      // Whom the company's assistants assist may have changed with it.
      await app.callerState.changed(params.userId);
    },
  });

  defineRoute(app, endpoints.removeMember, {
    handler: async ({ caller, params, query }) => {
      await removeMember(db, {
        scope: caller.company,
        userId: params.userId,
        reassignTo: query.reassignTo,
      });
      await app.callerState.changed(params.userId);
      await app.callerState.companyChanged(caller.company.id);
      app.seatChanges.kick();
    },
  });
}
