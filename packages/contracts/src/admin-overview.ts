import { z } from "zod";

/** The /admin overview's counts. */
export const adminOverviewResponseSchema = z.object({
  users: z.number().int(),
  disabledUsers: z.number().int(),
  companies: z.number().int(),
  activeSubscriptions: z.number().int(),
  trials: z.number().int(),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
