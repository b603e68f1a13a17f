import type { SubscriptionStateResponse } from "@adviser-desk/contracts";

type Subscription = NonNullable<SubscriptionStateResponse["subscription"]>;

export type SubscriptionStage =
  /** A current free trial. */
  | "trial"
  /** A current paid subscription. */
  | "active"
  /** No subscription yet, and the free trial is still available. */
  | "trial-available"
  /** The free trial ran out and nothing followed it. */
  | "trial-ended"
  /** A paid subscription that is overdue, cancelled or past its period. */
  | "inactive";

/**
 * Where the company stands, from the subscription row and the hasSubscription claim (the
 * server's word on whether it is current: trialing or active, and not past the period end).
 */
export function subscriptionStage(
  subscription: Subscription | null,
  hasSubscription: boolean,
  trialAvailable: boolean,
): SubscriptionStage {
  if (hasSubscription) return subscription?.status === "trialing" ? "trial" : "active";
  if (trialAvailable) return "trial-available";
  if (subscription === null || subscription.status === "trialing") return "trial-ended";
  return "inactive";
}

export const STAGE_BADGES: Readonly<Record<SubscriptionStage, { label: string; color: string }>> = {
  trial: { label: "Free trial", color: "teal" },
  active: { label: "Active", color: "teal" },
  "trial-available": { label: "Not started", color: "gray" },
  "trial-ended": { label: "Trial ended", color: "orange" },
  inactive: { label: "Not active", color: "orange" },
};

/** The plan's badge: the stage's, except that a paid month running out says why (spec statuses). */
export function badgeFor(
  stage: SubscriptionStage,
  status: Subscription["status"] | undefined,
): { label: string; color: string } {
  if (stage === "active" && status === "cancelled") return { label: "Cancelled", color: "orange" };
  if (stage === "active" && status === "past_due") return { label: "Payment due", color: "red" };
  return STAGE_BADGES[stage];
}

/**
 * The end of days already covered without a PayFast debit running (a cancelled subscription's
 * paid month, a free first month), while they last: a new subscription then would charge for
 * them again, so the server refuses it until that day.
 */
export function coveredUntil(
  subscription: SubscriptionStateResponse["subscription"],
  now: Date,
): string | null {
  const covered =
    subscription?.status === "cancelled" ||
    (subscription?.status === "active" && subscription.nextPaymentAt === null);
  if (!subscription || !covered) return null;
  return new Date(subscription.currentPeriodEnd) > now ? subscription.currentPeriodEnd : null;
}

/** A free trial's end while it runs (a subscription paid now ends it today), else null. */
export function runningTrialEnd(
  subscription: SubscriptionStateResponse["subscription"],
  now: Date,
): string | null {
  if (subscription?.status !== "trialing") return null;
  return new Date(subscription.currentPeriodEnd) > now ? subscription.currentPeriodEnd : null;
}
