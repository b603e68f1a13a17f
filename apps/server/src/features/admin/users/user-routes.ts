import {
  adminUserCountResponseSchema,
  adminUserDeleteSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserPatchSchema,
  idParamsSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireAdmin } from "../../../auth/session-guard";
import type { Db } from "../../../db/database";
import { defineRoute } from "../../../http/api-route";
import { deleteUser, restoreUser } from "./delete-user";
import { getUser } from "./get-user";
import { countUsers, listUsers } from "./list-users";
import { setUserDisabled } from "./set-user-disabled";
import { updateUser } from "./update-user";
import type { UserEffects } from "./user-effects";

const common = { tags: ["admin"], access: "admin" } as const;
const notFound = { description: "`admin/user-not-found`: no user with that id." };
const ownAccount = { description: "`admin/own-account`: an admin cannot lock themselves out." };

const actorOf = (request: FastifyRequest) => {
  const admin = requireAdmin(request);
  return { id: admin.id, email: admin.email };
};

/** /api/v1/admin/users: spec §7's account functions for administrators. */
export function registerAdminUserRoutes(app: FastifyInstance, db: Db, effects: UserEffects) {
  defineRoute(app, "admin", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/users",
    operationId: "listUsers",
    summary: "A page of users (spec pageToUserAccounts), searched by name, e-mail or company",
    query: adminUserListQuerySchema,
    success: { status: 200, description: "One page.", schema: adminUserListResponseSchema },
    problems: { 400: { description: "A bad page, pageSize or search." } },
    handler: async ({ query }) => listUsers(db, query),
  });

  defineRoute(app, "admin", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/users/count",
    operationId: "countUsers",
    summary: "How many users there are, deleted ones excepted (spec fetchUserAccountsCount)",
    success: { status: 200, description: "The count.", schema: adminUserCountResponseSchema },
    handler: async () => ({ count: await countUsers(db) }),
  });

  defineRoute(app, "admin", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/users/:id",
    operationId: "getUser",
    summary: "One user with company profile and subscription (spec fetchUserAccount)",
    params: idParamsSchema,
    success: { status: 200, description: "The user.", schema: adminUserDetailSchema },
    problems: { 404: notFound },
    handler: async ({ params }) => getUser(db, params.id),
  });

  defineRoute(app, "admin", {
    ...common,
    method: "PATCH",
    url: "/api/v1/admin/users/:id",
    operationId: "updateUser",
    summary: "Change a user's name, admin role or company profile (spec updateAccountByOwner)",
    params: idParamsSchema,
    body: adminUserPatchSchema,
    success: {
      status: 200,
      description: "The user after the change.",
      schema: adminUserDetailSchema,
    },
    problems: {
      400: { description: "A field is invalid (company fields as on /company)." },
      404: notFound,
      409: { description: `${ownAccount.description} Or \`company/version-conflict\`.` },
    },
    handler: async ({ request, params, body }) => {
      await updateUser(db, effects, { actor: actorOf(request), userId: params.id, patch: body });
      return getUser(db, params.id);
    },
  });

  defineRoute(app, "admin", {
    ...common,
    method: "DELETE",
    url: "/api/v1/admin/users/:id",
    operationId: "deleteUser",
    summary:
      "Delete a user (spec deleteUser): signed out at once, data kept for the retention period",
    description: "The body repeats the user's e-mail (`confirmEmail`). See ADR 015.",
    params: idParamsSchema,
    body: adminUserDeleteSchema,
    success: {
      status: 200,
      description: "The user, with `deletion`.",
      schema: adminUserDetailSchema,
    },
    problems: {
      400: { description: "`admin/confirmation-mismatch`: the e-mail typed is not the user's." },
      404: notFound,
      409: { description: `${ownAccount.description} Or \`admin/already-deleted\`.` },
    },
    handler: async ({ request, params, body }) => {
      await deleteUser(db, effects, {
        actor: actorOf(request),
        userId: params.id,
        confirmEmail: body.confirmEmail,
      });
      return getUser(db, params.id);
    },
  });

  defineRoute(app, "admin", {
    ...common,
    method: "POST",
    url: "/api/v1/admin/users/:id/restore",
    operationId: "restoreUser",
    summary: "Undo a deletion within the retention period",
    params: idParamsSchema,
    success: { status: 200, description: "The user.", schema: adminUserDetailSchema },
    problems: { 404: notFound, 409: { description: "`admin/not-deleted`." } },
    handler: async ({ request, params }) => {
      await restoreUser(db, effects, { actor: actorOf(request), userId: params.id });
      return getUser(db, params.id);
    },
  });

  for (const disabled of [false, true]) {
    const verb = disabled ? "disable" : "enable";
    defineRoute(app, "admin", {
      ...common,
      method: "POST",
      url: `/api/v1/admin/users/:id/${verb}`,
      operationId: `${verb}User`,
      summary: disabled
        ? "Disable a user (spec disableUserAccount): signed out everywhere, sign-in refused"
        : "Enable a disabled user (spec enableUserAccount)",
      params: idParamsSchema,
      success: { status: 200, description: "The user.", schema: adminUserDetailSchema },
      problems: { 404: notFound, ...(disabled ? { 409: ownAccount } : {}) },
      handler: async ({ request, params }) => {
        await setUserDisabled(db, effects, {
          actor: actorOf(request),
          userId: params.id,
          disabled,
        });
        return getUser(db, params.id);
      },
    });
  }
}
