import type { BillingStateResponse } from "@adviser-desk/contracts";
import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { queryOf } from "@/lib/api";

/** GET /api/v1/billing: the plan price, the PayFast subscription and the invoices. */
export const billingQueryOptions = () => queryOptions(queryOf(billingRoutes.getBilling));

/** Prefetched by the route loader with the subscription state. */
export function useBilling(): BillingStateResponse {
  return useSuspenseQuery(billingQueryOptions()).data;
}
