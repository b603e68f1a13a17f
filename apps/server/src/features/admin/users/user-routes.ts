import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { SessionUser } from "#server/auth/session-guard";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { deleteUser, restoreUser } from "./delete-user";
import { getUser } from "./get-user";
import { listUsers } from "./list-users";
import { setUserDisabled } from "./set-user-disabled";
import { updateUser } from "./update-user";
import type { UserEffects } from "./user-effects";
import { countUsers } from "./user-queries";

const actorOf = ({ user }: { user: SessionUser }) => ({ id: user.id, email: user.email });

/** /api/v1/admin/users: spec §7's account functions for administrators. */
export function registerAdminUserRoutes(app: FastifyInstance, db: Db, effects: UserEffects) {
  defineRoute(app, endpoints.listUsers, { handler: async ({ query }) => listUsers(db, query) });

  defineRoute(app, endpoints.countUsers, {
    handler: async () => ({ count: await countUsers(db) }),
  });

  defineRoute(app, endpoints.getUser, { handler: async ({ params }) => getUser(db, params.id) });

  defineRoute(app, endpoints.updateUser, {
    handler: async ({ caller, params, body }) => {
      await updateUser(db, effects, { actor: actorOf(caller), userId: params.id, patch: body });
      return getUser(db, params.id);
    },
  });

  defineRoute(app, endpoints.deleteUser, {
    handler: async ({ caller, params, body }) => {
      await deleteUser(db, effects, {
        actor: actorOf(caller),
        userId: params.id,
        confirmEmail: body.confirmEmail,
      });
      return getUser(db, params.id);
    },
  });

  defineRoute(app, endpoints.restoreUser, {
    handler: async ({ caller, params }) => {
      await restoreUser(db, effects, { actor: actorOf(caller), userId: params.id });
      return getUser(db, params.id);
    },
  });

  for (const [endpoint, disabled] of [
    [endpoints.enableUser, false],
    [endpoints.disableUser, true],
  ] as const) {
    defineRoute(app, endpoint, {
      handler: async ({ caller, params }) => {
        await setUserDisabled(db, effects, { actor: actorOf(caller), userId: params.id, disabled });
        return getUser(db, params.id);
      },
    });
  }
}
