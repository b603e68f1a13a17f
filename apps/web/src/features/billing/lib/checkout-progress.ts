import type { BillingStateResponse } from "@adviser-desk/contracts";

export type CheckoutProgress = "waiting" | "active" | "failed" | "cancelled";

/**
 * How the checkout PayFast returned from stands, from the server's billing state: only PayFast's
 * ITN moves it on, so the browser waits until the server says so. `mPaymentId` (from the return
 * URL) picks the checkout; without it, the latest one counts.
 */
export function checkoutProgress(
  state: BillingStateResponse | undefined,
  mPaymentId: string | null,
): CheckoutProgress {
  const agreement = state?.agreement;
  if (!agreement || (mPaymentId && agreement.mPaymentId !== mPaymentId)) return "waiting";
  switch (agreement.status) {
    case "active":
    case "granted":
      return "active";
    case "failed":
      return "failed";
    case "cancelled":
    case "replaced":
    case "expired":
    case "superseded":
      return "cancelled";
    default:
      return "waiting";
  }
}

/** After this long without PayFast's confirmation the page says so (and keeps checking). */
export const SLOW_CONFIRMATION_MS = 20_000;
export const POLL_MS = 1500;
