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
      /** PayFast's cancel of the unapplied agreement (so it debits no more), or null if none was needed. */
      agreementCancel: z
        .object({
          /** `failing`: PayFast has not confirmed yet; retried with back-off. `kept-active`: never sent. */
          state: z.enum(["queued", "failing", "cancelled", "kept-active"]),
          attempts: z.number().int(),
          lastError: z.string(),
          nextAttemptAt: z.string().nullable(),
          doneAt: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  /** Member changes whose new monthly amount PayFast has not accepted yet; retried with back-off. */
  failingSeatChanges: z.array(
    z.object({
      companyName: z.string(),
      /** The seats the agreement should be moved to: the company's members now. */
      seats: z.number().int(),
      /** The monthly amount the next try sends, or null without an active agreement. */
      amountCents: z.number().int().nullable(),
      attempts: z.number().int(),
      lastError: z.string(),
      nextAttemptAt: z.string(),
    }),
  ),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
