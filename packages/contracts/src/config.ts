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
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;

const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), { error: "must be an http(s) address" })
  .transform((v) => (v === "" ? null : v))
  .nullable();

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
  })
  .partial()
  .strict();
export type SiteConfigUpdate = z.infer<typeof siteConfigUpdateSchema>;
