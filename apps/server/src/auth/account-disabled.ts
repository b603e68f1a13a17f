import { AppError } from "#server/errors/app-error";

/** The reason recorded when an administrator disables a user (better-auth's `banReason`). */
export const DISABLED_REASON = "Disabled by an administrator";

/** What a disabled user is told, at sign-in (better-auth's BANNED_USER) and on any later request. */
export const ACCOUNT_DISABLED_MESSAGE =
  "This account has been disabled by an administrator. Contact support to have it enabled.";

/**
 * A request whose session ended because its user was disabled: 401 like any signed-out request,
 * but with its own code and the administrator's reason, so the person is told why.
 */
export const accountDisabled = (reason: string) =>
  new AppError(401, "auth/account-disabled", ACCOUNT_DISABLED_MESSAGE, undefined, { reason });
