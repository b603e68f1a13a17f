import type { PriceQuote } from "@adviser-desk/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { couponFieldMessage } from "../lib/coupon-message";

/** POST /api/v1/billing/coupon (spec applyCoupon): the price with the coupon, or 400 "Coupon incorrect". */
export function applyCoupon(code: string) {
  return apiRequest<PriceQuote>("/billing/coupon", {
    method: "POST",
    body: JSON.stringify({ code }),
  });
}

export function useApplyCoupon() {
  // A refused coupon is named under the coupon field; only other failures reach the toast.
  return useMutation({
    mutationFn: applyCoupon,
    meta: { shownInline: (error) => couponFieldMessage(error) !== null },
  });
}
