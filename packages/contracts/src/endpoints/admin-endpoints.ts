import { auditListQuerySchema, auditListResponseSchema } from "../admin-audit";
import { adminSiteConfigResponseSchema } from "../admin-config";
import { adminOverviewResponseSchema } from "../admin-overview";
import {
  adminUserCountResponseSchema,
  adminUserDeleteSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserPatchSchema,
} from "../admin-users";
import { companyIdParamsSchema } from "../company";
import { publicConfigResponseSchema, siteConfigUpdateSchema } from "../config";
import { idParamsSchema } from "../record-common";
import { endpointDetails } from "./endpoint";

const admin = { area: "admin", tags: ["admin"] } as const;
const userNotFound = { description: "`admin/user-not-found`: no user with that id." };
const ownAccount = "`admin/own-account`: an admin cannot lock themselves out.";
const theUser = { status: 200, description: "The user.", schema: adminUserDetailSchema } as const;

/** Administration: the overview, users, the audit trail and the stored site settings. */
export const adminEndpoints = endpointDetails({
  adminOverview: {
    ...admin,
    summary:
      "Counts of users, companies, paid subscriptions and trials; unapplied payments and failing seat changes",
    response: {
      status: 200,
      description: "The counts and what needs attention.",
      schema: adminOverviewResponseSchema,
    },
  },
  listUsers: {
    ...admin,
    summary: "A page of users (spec pageToUserAccounts), searched by name, e-mail or company",
    query: adminUserListQuerySchema,
    response: { status: 200, description: "One page.", schema: adminUserListResponseSchema },
    problems: { 400: { description: "A bad page, pageSize or search." } },
  },
  countUsers: {
    ...admin,
    summary: "How many users there are, deleted ones excepted (spec fetchUserAccountsCount)",
    response: { status: 200, description: "The count.", schema: adminUserCountResponseSchema },
  },
  getUser: {
    ...admin,
    summary: "One user with company profile and subscription (spec fetchUserAccount)",
    params: idParamsSchema,
    response: theUser,
    problems: { 404: userNotFound },
  },
  updateUser: {
    ...admin,
    summary: "Change a user's name, admin role or company profile (spec updateAccountByOwner)",
    params: idParamsSchema,
    body: adminUserPatchSchema,
    response: { ...theUser, description: "The user after the change." },
    problems: {
      400: { description: "A field is invalid (company fields as on /company)." },
      404: userNotFound,
      409: {
        description: `${ownAccount} Or \`company/version-conflict\`, or \`admin/user-deleted\` (restore the user first).`,
      },
    },
  },
  deleteUser: {
    ...admin,
    summary:
      "Delete a user (spec deleteUser): signed out at once, data kept for the retention period",
    description: "The body repeats the user's e-mail (`confirmEmail`). See ADR 015.",
    params: idParamsSchema,
    body: adminUserDeleteSchema,
    response: { ...theUser, description: "The user, with `deletion`." },
    problems: {
      400: { description: "`admin/confirmation-mismatch`: the e-mail typed is not the user's." },
      404: userNotFound,
      409: { description: `${ownAccount} Or \`admin/already-deleted\`.` },
    },
  },
  restoreUser: {
    ...admin,
    summary: "Undo a deletion within the retention period",
    params: idParamsSchema,
    response: theUser,
    problems: { 404: userNotFound, 409: { description: "`admin/not-deleted`." } },
  },
  enableUser: {
    ...admin,
    summary: "Enable a disabled user (spec enableUserAccount)",
    params: idParamsSchema,
    response: theUser,
    problems: {
      404: userNotFound,
      409: { description: "`admin/user-deleted`: a deleted user is restored, not enabled." },
    },
  },
  disableUser: {
    ...admin,
    summary: "Disable a user (spec disableUserAccount): signed out everywhere, sign-in refused",
    params: idParamsSchema,
    response: theUser,
    problems: {
      404: userNotFound,
      409: {
        description: `${ownAccount} Or \`admin/user-deleted\`: a deleted user is already signed out.`,
      },
    },
  },
  listAuditEntries: {
    ...admin,
    summary: "Who changed what as an administrator, newest first (filter by target)",
    query: auditListQuerySchema,
    response: { status: 200, description: "A page of entries.", schema: auditListResponseSchema },
    problems: { 400: { description: "A bad filter or page." } },
  },
  updateConfig: {
    area: "config",
    summary: "Change site settings (administrators)",
    tags: ["config"],
    body: siteConfigUpdateSchema,
    response: { status: 200, description: "The config.", schema: publicConfigResponseSchema },
    problems: { 400: { description: "A field is invalid." } },
  },
  getSiteConfig: {
    ...admin,
    area: "config",
    summary: "The site settings as stored (null means the default), with the values in effect",
    response: {
      status: 200,
      description: "The settings.",
      schema: adminSiteConfigResponseSchema,
    },
  },
  getAnyCompanyLogo: {
    ...admin,
    area: "company",
    summary: "Any company's logo by its id (members read their own at getCompanyLogoById)",
    params: companyIdParamsSchema,
    response: { status: 200, description: "The PNG.", mediaType: "image/png" },
    problems: { 404: { description: "`company/logo-not-found`, also for an unknown company." } },
  },
});
