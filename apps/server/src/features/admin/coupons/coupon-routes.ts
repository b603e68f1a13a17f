import { endpoints } from "@adviser-desk/contracts/endpoints/catalogue";
import type { FastifyInstance } from "fastify";
import type { Db } from "#server/db/database";
import { defineRoute } from "#server/http/api-route";
import { createCoupon, listCoupons, setCouponDisabled } from "./coupon-service";

export function registerAdminCouponRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, endpoints.listCoupons, {
    handler: async () => ({ items: await listCoupons(db) }),
  });

  defineRoute(app, endpoints.createCoupon, {
    handler: async ({ caller: { user: admin }, body }) =>
      createCoupon(db, { id: admin.id, email: admin.email }, body),
  });

  for (const [endpoint, disabled] of [
    [endpoints.disableCoupon, true],
    [endpoints.enableCoupon, false],
  ] as const) {
    defineRoute(app, endpoint, {
      handler: async ({ caller: { user: admin }, params }) =>
        setCouponDisabled(db, { id: admin.id, email: admin.email }, params.code, disabled),
    });
  }
}
