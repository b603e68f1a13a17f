import { billingRoutes } from "@adviser-desk/contracts/endpoints/billing-routes";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { couponFieldMessage } from "../lib/coupon-message";

/** POST /api/v1/billing/coupon (spec applyCoupon): the price with the coupon, or 400 "Coupon incorrect". */
export function applyCoupon(code: string) {
  return api(billingRoutes.applyCoupon, { body: { code } });
}

export function useApplyCoupon() {
  // A refused coupon is named under the coupon field; only other failures reach the toast.
  return useMutation({
    mutationFn: applyCoupon,
    meta: { shownInline: (error) => couponFieldMessage(error) !== null },
  });
}
