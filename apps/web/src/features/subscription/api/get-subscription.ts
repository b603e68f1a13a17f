import type { SubscriptionStateResponse } from "@adviser-desk/contracts";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/** GET /api/v1/subscription: the company's subscription (or null) and whether a trial is left. */
export const subscriptionStateQueryOptions = () =>
  queryOptions(queryOf(billingRoutes.getSubscription));

/** The route loader prefetches it, so the screen reads it without a loading state. */
export function useSubscriptionState(): SubscriptionStateResponse {
  return useSuspenseQuery(subscriptionStateQueryOptions()).data;
}
