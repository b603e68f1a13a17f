import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import { purgeExpiredRevocations } from "#server/auth/session-queries";
import type { ChangeChannel } from "#server/cache/change-channel";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { registerAuditRoutes } from "./audit/audit-routes";
import { registerAdminCouponRoutes } from "./coupons/coupon-routes";
import { getOverview } from "./overview/get-overview";
import { purgeDeletedUsers } from "./users/purge-deleted-users";
import { registerAdminUserRoutes } from "./users/user-routes";

const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface AdminDeps {
  db: Db;
  authChanges: ChangeChannel;
}

/**
 * Every /api/v1/admin route except the site config's (features/site-config), the rate tables'
 * (features/rate-tables) and the report templates' (features/reports). Each declares `access: "admin"`, which refuses anyone but an
 * administrator (403 problem+json) before the handler; admin-access.test.ts tries each one.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db } = deps;
  app.register(async (admin) => {
    registerAdminUserRoutes(admin, db, {
      sessionsChanged: () => deps.authChanges.publish("*"),
      companyChanged: (ownerUserId) => app.callerState.changed(ownerUserId),
    });
    registerAuditRoutes(admin, db);
    registerAdminCouponRoutes(admin, db);
    defineRoute(admin, endpoints.adminOverview, { handler: async () => getOverview(db) });
  });

  // Users deleted more than the retention period ago are removed (ADR 015), and revoked
  // sessions once they would have expired anyway.
  const purge = () =>
    Promise.all([
      purgeDeletedUsers(db).catch((error: unknown) =>
        app.log.error({ err: error }, "purging deleted users failed"),
      ),
      purgeExpiredRevocations(db).catch((error: unknown) =>
        app.log.error({ err: error }, "purging expired revoked sessions failed"),
      ),
    ]);
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  // Once listening, not before: nothing a request does waits for it (off the start-up path).
  app.addHook("onListen", async () => {
    void purge();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
