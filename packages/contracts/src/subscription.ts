import { z } from "zod";

export const subscriptionStatusSchema = z.enum(["trialing", "active", "past_due", "cancelled"]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionResponseSchema = z.object({
  status: subscriptionStatusSchema,
  startedAt: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  nextPaymentAt: z.string().nullable(),
  amountCents: z.number().int(),
  /** Whether this company may still start its one free trial. */
  trialAvailable: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const subscriptionStateResponseSchema = z.object({
  subscription: subscriptionResponseSchema.omit({ trialAvailable: true }).nullable(),
  trialAvailable: z.boolean(),
  freeTrialDays: z.number().int().positive(),
});
export type SubscriptionStateResponse = z.infer<typeof subscriptionStateResponseSchema>;
