import type { SubscriptionStateResponse } from "@adviser-desk/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const subscriptionQueryKey = ["subscription"] as const;

/** GET /api/v1/subscription: the company's subscription (or null) and whether a trial is left. */
export function getSubscriptionState() {
  return apiRequest<SubscriptionStateResponse>("/subscription");
}

export function subscriptionStateQueryOptions() {
  return queryOptions({ queryKey: subscriptionQueryKey, queryFn: getSubscriptionState });
}

/** The route loader prefetches it, so the screen reads it without a loading state. */
export function useSubscriptionState(): SubscriptionStateResponse {
  return useSuspenseQuery(subscriptionStateQueryOptions()).data;
}
