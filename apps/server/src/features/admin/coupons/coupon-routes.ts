import {
  couponCodeParamsSchema,
  couponListResponseSchema,
  couponResponseSchema,
  createCouponInputSchema,
} from "@adviser-desk/contracts";
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../../../auth/session-guard";
import type { Db } from "../../../db/database";
import { defineRoute } from "../../../http/api-route";
import { createCoupon, listCoupons, setCouponDisabled } from "./coupon-service";

const common = { tags: ["admin"], access: "admin" } as const;

export function registerAdminCouponRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, "coupons", {
    ...common,
    method: "GET",
    url: "/api/v1/admin/coupons",
    operationId: "listCoupons",
    summary: "Every coupon with who used it",
    success: { status: 200, description: "The coupons.", schema: couponListResponseSchema },
    handler: async () => ({ items: await listCoupons(db) }),
  });

  defineRoute(app, "coupons", {
    ...common,
    method: "POST",
    url: "/api/v1/admin/coupons",
    operationId: "createCoupon",
    summary: "Create a coupon: code, discount 0–100 %, optional expiry and usage limit",
    body: createCouponInputSchema,
    success: { status: 201, description: "The coupon.", schema: couponResponseSchema },
    problems: {
      400: { description: "A field is invalid." },
      409: { description: "`coupons/code-taken`." },
    },
    handler: async ({ request, body }) => {
      const admin = requireAdmin(request);
      return createCoupon(db, { id: admin.id, email: admin.email }, body);
    },
  });

  for (const disabled of [true, false]) {
    const verb = disabled ? "disable" : "enable";
    defineRoute(app, "coupons", {
      ...common,
      method: "POST",
      url: `/api/v1/admin/coupons/:code/${verb}`,
      operationId: `${verb}Coupon`,
      summary: disabled ? "Disable a coupon (no new uses)" : "Enable a disabled coupon",
      params: couponCodeParamsSchema,
      success: { status: 200, description: "The coupon.", schema: couponResponseSchema },
      problems: { 404: { description: "`coupons/not-found`." } },
      handler: async ({ request, params }) => {
        const admin = requireAdmin(request);
        return setCouponDisabled(db, { id: admin.id, email: admin.email }, params.code, disabled);
      },
    });
  }
}
