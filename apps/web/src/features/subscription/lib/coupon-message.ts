import { BILLING_MESSAGES } from "@adviser-desk/contracts/billing";
import { HttpError } from "@/lib/http-error";

/** The words under the coupon field for a refused coupon (spec §8), or null for other failures. */
export function couponFieldMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  if (error.code === "billing/coupon-incorrect") return BILLING_MESSAGES.couponIncorrect;
  if (error.code === "billing/not-auth") return BILLING_MESSAGES.notAuth;
  return null;
}
