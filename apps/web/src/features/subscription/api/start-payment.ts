import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { postToPayfast } from "../lib/post-to-payfast";

/** POST /api/v1/billing/payfast/payment (spec paymentUrl): the signed PayFast form. */
export function startPayment(couponCode: string | null) {
  return api(billingRoutes.createPayfastPayment, { body: couponCode ? { couponCode } : {} });
}

/** Gets the signed form from the server and posts it to PayFast, leaving the app. */
export function useStartPayment() {
  return useMutation({
    mutationFn: startPayment,
    // Nothing to pay at PayFast (a free first month): straight to the confirmation page.
    onSuccess: (form) =>
      form.fields.length === 0 ? window.location.assign(form.action) : postToPayfast(form),
  });
}
