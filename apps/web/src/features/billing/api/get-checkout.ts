import type { BillingStateResponse } from "@adviser-desk/contracts";
import { apiRequest } from "@/lib/api-client";

/** GET /api/v1/billing, read for the latest PayFast checkout while a payment result is awaited. */
export function getCheckout() {
  return apiRequest<BillingStateResponse>("/billing");
}
