import type { PaymentFormResponse } from "@adviser-desk/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { postToPayfast } from "../lib/post-to-payfast";

/** POST /api/v1/billing/payfast/payment (spec paymentUrl): the signed PayFast form. */
export function startPayment(couponCode: string | null) {
  return apiRequest<PaymentFormResponse>("/billing/payfast/payment", {
    method: "POST",
    body: JSON.stringify(couponCode ? { couponCode } : {}),
  });
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
