import {
  couponCodeParamsSchema,
  couponListResponseSchema,
  couponResponseSchema,
  createCouponInputSchema,
} from "../admin-coupons";
import {
  publishRateTableInputSchema,
  rateTableDetailResponseSchema,
  rateTableListResponseSchema,
  rateTableParamsSchema,
  rateTablePreviewInputSchema,
  rateTablePreviewResponseSchema,
  rateTableVersionSchema,
} from "../admin-rate-tables";
import { endpointDetails } from "./endpoint";

const rateTables = { area: "rate-tables", tags: ["admin"] } as const;
const coupons = { area: "coupons", tags: ["admin"] } as const;
const theCoupon = {
  status: 200,
  description: "The coupon.",
  schema: couponResponseSchema,
} as const;

/** Administration of what money is computed with: the rate tables and the coupons. */
export const adminMoneyEndpoints = endpointDetails({
  listRateTables: {
    ...rateTables,
    summary: "The newest version of every tax year, transfer duty table and cost tariff",
    response: { status: 200, description: "The tables.", schema: rateTableListResponseSchema },
  },
  getRateTable: {
    ...rateTables,
    summary: "One table's newest version with its data, and every earlier version",
    params: rateTableParamsSchema,
    response: { status: 200, description: "The table.", schema: rateTableDetailResponseSchema },
    problems: { 404: { description: "`rate-tables/not-found`." } },
  },
  previewRateTable: {
    ...rateTables,
    summary: "Read and check an import (JSON or CSV) and compare it with the current table",
    description: 'Changes nothing. CSV layout: README "Administration".',
    body: rateTablePreviewInputSchema,
    response: {
      status: 200,
      description: "Problems (with CSV rows) and changes.",
      schema: rateTablePreviewResponseSchema,
    },
    problems: { 400: { description: "The request itself is malformed." } },
  },
  publishRateTable: {
    ...rateTables,
    summary: "Publish a table as the next version of its tax year or effective date",
    body: publishRateTableInputSchema,
    response: { status: 201, description: "The new version.", schema: rateTableVersionSchema },
    problems: {
      400: { description: "`rate-tables/invalid-table`, each problem in `errors`." },
      409: { description: "`rate-tables/version-conflict`: published since it was reviewed." },
    },
  },
  listCoupons: {
    ...coupons,
    summary: "Every coupon with who used it",
    response: { status: 200, description: "The coupons.", schema: couponListResponseSchema },
  },
  createCoupon: {
    ...coupons,
    summary: "Create a coupon: code, discount 0–100 %, optional expiry and usage limit",
    body: createCouponInputSchema,
    response: { status: 201, description: "The coupon.", schema: couponResponseSchema },
    problems: {
      400: { description: "A field is invalid." },
      409: { description: "`coupons/code-taken`." },
    },
  },
  disableCoupon: {
    ...coupons,
    summary: "Disable a coupon (no new uses)",
    params: couponCodeParamsSchema,
    response: theCoupon,
    problems: { 404: { description: "`coupons/not-found`." } },
  },
  enableCoupon: {
    ...coupons,
    summary: "Enable a disabled coupon",
    params: couponCodeParamsSchema,
    response: theCoupon,
    problems: { 404: { description: "`coupons/not-found`." } },
  },
});
