import { z } from "zod";
import { companyPatchSchema, companyResponseSchema } from "./company";
import { subscriptionStatusSchema } from "./subscription";

/** Spec §7 pageToUserAccounts / fetchUserAccounts: page (from 1) and pageSize, plus a search. */
export const adminUserListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int({ error: "page must be a whole number" })
    .min(1, { error: "page must be 1 or more" })
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int({ error: "pageSize must be a whole number" })
    .min(1, { error: "pageSize must be 1 or more" })
    .max(100, { error: "pageSize must be at most 100" })
    .default(20),
  /** Matches name, e-mail or company name (case-insensitive, anywhere in the text). */
  q: z.string().trim().max(100, { error: "search must be at most 100 characters" }).default(""),
  /** `deleted` lists only users waiting for their retention period to end. */
  status: z.enum(["all", "active", "disabled", "admin", "deleted"]).default("all"),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** What the list shows of a subscription: its state, with `lapsed` for a trial or plan past its end. */
export const adminSubscriptionStateSchema = z.enum([
  "none",
  "trialing",
  "active",
  "past_due",
  "cancelled",
  "lapsed",
]);
export type AdminSubscriptionState = z.infer<typeof adminSubscriptionStateSchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  admin: z.boolean(),
  disabled: z.boolean(),
  /** When the user was deleted (kept until `purgeAfter`), else null. */
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  companyName: z.string().nullable(),
  subscriptionState: adminSubscriptionStateSchema,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListResponseSchema = z.object({
  items: z.array(adminUserSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Users matching the search and status (all pages). */
  total: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** Spec §7 fetchUserAccountsCount. */
export const adminUserCountResponseSchema = z.object({ count: z.number().int() });
export type AdminUserCountResponse = z.infer<typeof adminUserCountResponseSchema>;

export const adminUserDeletionSchema = z.object({
  deletedAt: z.string(),
  /** After this instant the user and their company's data are removed for good. */
  purgeAfter: z.string(),
  deletedByEmail: z.string(),
});

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  banReason: z.string().nullable(),
  company: companyResponseSchema.nullable(),
  subscription: z
    .object({
      status: subscriptionStatusSchema,
      currentPeriodEnd: z.string(),
      nextPaymentAt: z.string().nullable(),
      amountCents: z.number().int(),
    })
    .nullable(),
  deletion: adminUserDeletionSchema.nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Spec §7 updateAccountByOwner, plus the admin role. The company part is checked like /company. */
export const adminUserPatchSchema = z
  .object({
    name: z.string().trim().min(1, { error: "name must not be empty" }).max(120),
    admin: z.boolean(),
    company: companyPatchSchema,
  })
  .partial()
  .strict();
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

/** Deleting asks the admin to type the user's e-mail, so the wrong row cannot be deleted by a slip. */
export const adminUserDeleteSchema = z.object({
  confirmEmail: z.string().trim().min(1, { error: "type the user's e-mail to confirm" }),
});
export type AdminUserDelete = z.infer<typeof adminUserDeleteSchema>;

/** Days a deleted user's data is kept (and the deletion can be undone) before it is purged. */
export const USER_RETENTION_DAYS = 30;
