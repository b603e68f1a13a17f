import {
  companyInputSchema,
  companyPatchSchema,
  companyResponseSchema,
  meResponseSchema,
  publicConfigResponseSchema,
  siteConfigUpdateSchema,
  subscriptionStateResponseSchema,
} from "@adviser-desk/contracts";
import { z } from "zod";
import type { ApiOperation } from "../api-route";

/**
 * The OpenAPI operations of the routes registered before defineRoute existed (me, company,
 * logo, subscription, config), keyed "METHOD url". Their schemas are the contracts the routes
 * use; a route missing from here and not registered with defineRoute shows as undocumented and
 * fails test/api-docs.test.ts.
 */
const logoUploadedSchema = z.object({
  accountImage: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
const companyIdParams = z.object({ companyId: z.string() });

const operations: [string, ApiOperation][] = [
  [
    "GET /api/v1/me",
    {
      operationId: "getMe",
      summary: "The signed-in user, their company (or null) and their claims",
      tags: ["me"],
      access: "user",
      success: { status: 200, description: "The caller.", schema: meResponseSchema },
    },
  ],
  [
    "GET /api/v1/company",
    {
      operationId: "getCompany",
      summary: "The caller's company profile",
      tags: ["company"],
      access: "user",
      success: { status: 200, description: "The company.", schema: companyResponseSchema },
      problems: { 404: { description: "`company/not-found`: no company profile yet." } },
    },
  ],
  [
    "POST /api/v1/company",
    {
      operationId: "createCompany",
      summary: "Create the caller's company profile (spec §5 messages)",
      tags: ["company"],
      access: "user",
      body: companyInputSchema,
      success: { status: 201, description: "Created.", schema: companyResponseSchema },
      problems: {
        400: { description: "A field is invalid: `code` carries the first message." },
        409: { description: "`company/already-exists`." },
      },
    },
  ],
  [
    "PATCH /api/v1/company",
    {
      operationId: "updateCompany",
      summary: "Change some company fields (or mark welcomed)",
      tags: ["company"],
      access: "user",
      body: companyPatchSchema,
      success: { status: 200, description: "The company.", schema: companyResponseSchema },
      problems: {
        400: { description: "A field is invalid." },
        404: { description: "`company/not-found`." },
        409: { description: "`company/version-conflict`: a stale version." },
      },
    },
  ],
  [
    "PUT /api/v1/company/logo",
    {
      operationId: "uploadCompanyLogo",
      summary: "Upload the company logo (PNG, JPEG or WebP, ≤ 2 MB; re-encoded as PNG)",
      tags: ["company"],
      access: "company",
      bodyMediaType: "image/png",
      success: { status: 200, description: "Stored.", schema: logoUploadedSchema },
      problems: {
        400: { description: "Empty or too small." },
        413: { description: "`company/logo-too-large`." },
        415: { description: "`company/logo-type-not-allowed`." },
      },
    },
  ],
  [
    "DELETE /api/v1/company/logo",
    {
      operationId: "deleteCompanyLogo",
      summary: "Remove the company logo",
      tags: ["company"],
      access: "company",
      success: { status: 204, description: "Removed." },
    },
  ],
  [
    "GET /api/v1/company/logo",
    {
      operationId: "getCompanyLogo",
      summary: "The caller's company logo",
      tags: ["company"],
      access: "company",
      success: { status: 200, description: "The PNG.", mediaType: "image/png" },
      problems: { 404: { description: "`company/logo-not-found`." } },
    },
  ],
  [
    "GET /api/v1/companies/:companyId/logo",
    {
      operationId: "getCompanyLogoById",
      summary: "A company's logo by id (own company; administrators: any)",
      tags: ["company"],
      access: "company",
      params: companyIdParams,
      success: { status: 200, description: "The PNG.", mediaType: "image/png" },
      problems: { 404: { description: "`company/logo-not-found`: also for another company." } },
    },
  ],
  [
    "GET /api/v1/subscription",
    {
      operationId: "getSubscription",
      summary: "The company's subscription state",
      tags: ["subscription"],
      access: "company",
      success: { status: 200, description: "The state.", schema: subscriptionStateResponseSchema },
    },
  ],
  [
    "POST /api/v1/subscription/trial",
    {
      operationId: "startFreeTrial",
      summary: "Start the company's one free trial",
      tags: ["subscription"],
      access: "company",
      success: { status: 201, description: "Started.", schema: subscriptionStateResponseSchema },
      problems: {
        409: { description: "`subscription/trial-already-used` or `subscription/already-active`." },
      },
    },
  ],
  [
    "GET /api/v1/config",
    {
      operationId: "getConfig",
      summary: "Live site configuration (spec config documents)",
      tags: ["config"],
      access: "public",
      success: { status: 200, description: "The config.", schema: publicConfigResponseSchema },
    },
  ],
  [
    "GET /api/v1/config/stream",
    {
      operationId: "streamConfig",
      summary: "Server-sent events: the config now, then each change (`event: config`)",
      tags: ["config"],
      access: "public",
      success: { status: 200, description: "An event stream.", mediaType: "text/event-stream" },
    },
  ],
  [
    "PUT /api/v1/admin/config",
    {
      operationId: "updateConfig",
      summary: "Change site settings (administrators)",
      tags: ["config"],
      access: "admin",
      body: siteConfigUpdateSchema,
      success: { status: 200, description: "The config.", schema: publicConfigResponseSchema },
      problems: { 400: { description: "A field is invalid." } },
    },
  ],
];

export const listedOperations: ReadonlyMap<string, ApiOperation> = new Map(operations);
