import { BILLING_MESSAGES } from "@adviser-desk/contracts";
import { AppError } from "#server/errors/app-error";

export const couponIncorrect = () =>
  new AppError(400, "billing/coupon-incorrect", BILLING_MESSAGES.couponIncorrect);

/** Spec §8: the coupon, cancel and update endpoints answer a missing sign-in with "Not Auth". */
export const billingNotAuth = () => new AppError(401, "billing/not-auth", BILLING_MESSAGES.notAuth);

export const payfastUnavailable = () =>
  new AppError(
    503,
    "billing/payfast-unavailable",
    "PayFast could not be reached; nothing was changed. Please try again in a few minutes.",
  );

export const payfastRefused = (message: string) =>
  new AppError(502, "billing/payfast-refused", `PayFast refused the request: ${message}`);

export const noSubscription = () =>
  new AppError(409, "billing/no-subscription", "There is no PayFast subscription to change.");
