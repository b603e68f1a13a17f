import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { api, queryKeyOf } from "@/lib/api";

/**
 * GET /api/v1/billing, read for the latest PayFast checkout while a payment result is awaited. It
 * is an entry of its own for each checkout, so the wait never starts from an earlier read; it is
 * under the endpoint's key, so a change to billing invalidates it with the rest.
 */
export const checkoutQueryOptions = (mPaymentId: string | null) => ({
  queryKey: [...queryKeyOf(billingRoutes.getBilling), "checkout", mPaymentId] as const,
  queryFn: () => api(billingRoutes.getBilling),
});
