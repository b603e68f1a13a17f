import { z } from "zod";

/** The /admin overview's counts. */
export const adminOverviewResponseSchema = z.object({
  users: z.number().int(),
  disabledUsers: z.number().int(),
  companies: z.number().int(),
  activeSubscriptions: z.number().int(),
  trials: z.number().int(),
  /** PayFast took these payments but they were not applied (no invoice, no access): refund or apply. */
  unappliedPayments: z.array(
    z.object({
      receivedAt: z.string(),
      companyName: z.string().nullable(),
      mPaymentId: z.string().nullable(),
      pfPaymentId: z.string().nullable(),
      amountCents: z.number().int().nullable(),
      reason: z.string(),
    }),
  ),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
