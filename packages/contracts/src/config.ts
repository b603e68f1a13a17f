import { z } from "zod";

/** What the browser needs to know about this installation before anyone signs in. */
export const publicConfigResponseSchema = z.object({
  googleEnabled: z.boolean(),
  passwordMinLength: z.number().int().positive(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;
