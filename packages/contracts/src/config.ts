import { z } from "zod";

/** Live site configuration (spec "Config documents" + what the browser needs before sign-in). */
export const publicConfigResponseSchema = z.object({
  version: z.string(),
  underConstruction: z.boolean(),
  chatEnabled: z.boolean(),
  /** The chat widget script to load after first paint, or null when none is configured or it is off. */
  chatWidgetScriptUrl: z.string().nullable(),
  trainingUrl: z.string().nullable(),
  overviewVideoUrl: z.string().nullable(),
  googleEnabled: z.boolean(),
  passwordMinLength: z.number().int().positive(),
  /** Who answers privacy requests (POPIA s 55), printed in the privacy policy. */
  informationOfficer: z.object({ name: z.string().nullable(), email: z.string() }),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;

/**
 * The config stream's `signed-out` event: an administrator ended the session the page carries
 * (disabled or deleted the user). `code` says why (`auth/account-disabled`, `auth/account-deleted`),
 * `detail` in a sentence.
 */
export interface SignedOutEvent {
  code: string;
  detail: string;
}

const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), { error: "must be an http(s) address" })
  .transform((v) => (v === "" ? null : v))
  .nullable();

/** The Information Officer's mailbox when an administrator has not set one. */
export const DEFAULT_INFORMATION_OFFICER_EMAIL = "privacy@adviserdesk.co.za";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .transform((v) => (v === "" ? null : v))
    .nullable();

const optionalEmail = optionalText(200).refine(
  (v) => v === null || z.email().safeParse(v).success,
  { error: "must be an e-mail address" },
);

/** Admin update of the site settings; omitted fields stay as they are, null resets to default. */
export const siteConfigUpdateSchema = z
  .object({
    version: z.string().trim().max(64).nullable(),
    underConstruction: z.boolean(),
    chatEnabled: z.boolean(),
    trainingUrl: optionalUrl,
    overviewVideoUrl: optionalUrl,
    subscriptionAmountCents: z
      .number({ error: "amount must be a number" })
      .int({ error: "amount has at most 2 decimals" })
      .min(100, { error: "amount must be R 1,00 to R 100 000,00" })
      .max(10_000_000, { error: "amount must be R 1,00 to R 100 000,00" })
      .nullable(),
    informationOfficerName: optionalText(100),
    informationOfficerEmail: optionalEmail,
  })
  .partial()
  .strict();
export type SiteConfigUpdate = z.infer<typeof siteConfigUpdateSchema>;
