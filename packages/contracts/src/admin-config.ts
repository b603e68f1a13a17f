import { z } from "zod";

/** The site settings as stored (null = the default), for the admin's site-config screen. */
export const adminSiteConfigResponseSchema = z.object({
  /** The admin-set version, or null: then the build id of the web app is the version. */
  version: z.string().nullable(),
  effectiveVersion: z.string(),
  underConstruction: z.boolean(),
  chatEnabled: z.boolean(),
  trainingUrl: z.string().nullable(),
  overviewVideoUrl: z.string().nullable(),
  subscriptionAmountCents: z.number().int().nullable(),
  /** The amount charged: the stored one, else spec §9's default of R999.99. */
  effectiveSubscriptionAmountCents: z.number().int(),
  informationOfficerName: z.string().nullable(),
  informationOfficerEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminSiteConfigResponse = z.infer<typeof adminSiteConfigResponseSchema>;
