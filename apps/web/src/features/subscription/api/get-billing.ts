import type { BillingStateResponse } from "@adviser-desk/contracts";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const billingQueryKey = ["billing"] as const;

/** GET /api/v1/billing: the plan price, the PayFast subscription and the invoices. */
export function getBilling() {
  return apiRequest<BillingStateResponse>("/billing");
}

export function billingQueryOptions() {
  return queryOptions({ queryKey: billingQueryKey, queryFn: getBilling });
}

/** Prefetched by the route loader with the subscription state. */
export function useBilling(): BillingStateResponse {
  return useSuspenseQuery(billingQueryOptions()).data;
}
