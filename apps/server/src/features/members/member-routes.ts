import {
  memberListResponseSchema,
  memberRoleChangeSchema,
  memberUserParamsSchema,
  removeMemberQuerySchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database";
import { defineRoute } from "../../http/api-route";
import { changeMemberRole, removeMember } from "./change-member";
import { listMembers } from "./member-queries";

const notFound = { description: "`members/not-found`: not a member of the caller's company." };
const lastOwner = { description: "`members/last-owner`: the company would have no owner." };

/** /api/v1/company/members: the owner sees and manages who belongs to the company (ADR 029). */
export function registerMemberRoutes(app: FastifyInstance, db: Db) {
  const common = { tags: ["members"], access: "company", needs: "members.manage" } as const;

  defineRoute(app, "members", {
    ...common,
    method: "GET",
    url: "/api/v1/company/members",
    operationId: "listMembers",
    summary: "The company's members and their roles",
    success: { status: 200, description: "The members.", schema: memberListResponseSchema },
    handler: async ({ caller }) => ({ members: await listMembers(db, caller.company) }),
  });

  defineRoute(app, "members", {
    ...common,
    method: "PATCH",
    url: "/api/v1/company/members/:userId",
    operationId: "changeMemberRole",
    summary: "Change a member's role (an assistant's advisers with it)",
    params: memberUserParamsSchema,
    body: memberRoleChangeSchema,
    success: { status: 204, description: "Changed." },
    problems: {
      400: { description: "An invalid role, or `members/not-an-adviser`." },
      404: notFound,
      409: lastOwner,
    },
    handler: async ({ caller, params, body }) => {
      await changeMemberRole(db, { scope: caller.company, userId: params.userId, change: body });
      // Whom the company's assistants assist may have changed with it.
      await app.callerState.changed(params.userId);
    },
  });

  defineRoute(app, "members", {
    ...common,
    method: "DELETE",
    url: "/api/v1/company/members/:userId",
    operationId: "removeMember",
    summary:
      "Remove a member: their clients go to `reassignTo` (default: the caller); their sessions lose the company at once",
    params: memberUserParamsSchema,
    query: removeMemberQuerySchema,
    success: { status: 204, description: "Removed." },
    problems: {
      400: {
        description: "`members/not-an-adviser`: `reassignTo` is not another owner or adviser.",
      },
      404: notFound,
      409: lastOwner,
    },
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
